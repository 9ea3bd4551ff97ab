export { type Database, type DatabaseHandle, type DatabaseOptions, openDatabase } from './client';
