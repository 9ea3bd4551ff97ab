export { hashPassword, verifyPassword } from './passwords';
export * from './tables';
