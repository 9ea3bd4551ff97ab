// React and React Router pick their production builds from NODE_ENV when first imported, so it is set here,
// before the server's modules load.
process.env.NODE_ENV ??= 'production';
const { loadConfigOrExit, processRole } = await import('./cluster-role');
const config = loadConfigOrExit();
const role = processRole(config);
// The cluster's primary loads none of the server's modules: it only forks, watches and signals its workers.
if (role === 'primary') await (await import('./cluster-primary')).runClusterPrimary(config);
else await (await import('./main')).runServer(config, role);

export {};
