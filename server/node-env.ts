// SPEC §9: the environment is production by default. React and friends read
// process.env.NODE_ENV when first loaded, so this module is imported before any
// of them (first import of server/main.ts); without it they would load their
// slow development builds.
process.env.NODE_ENV ??= 'production';
