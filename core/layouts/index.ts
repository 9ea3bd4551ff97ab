export * from './layouts';
