export { type LogEventsInput, logEvents, logEventsSchema, MAX_EVENTS_PER_CALL } from './log';
export { events, utmVisits } from './tables';
export { recordUtmVisit, type UtmParameters } from './utm';
