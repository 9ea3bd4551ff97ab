// React and React Router pick their production builds from NODE_ENV when first imported, so it is set here,
// before the server's modules load.
process.env.NODE_ENV ??= 'production';
await import('./main');

export {};
