export { createLimiter, type Limiter, QueueFullError } from './limiter';
