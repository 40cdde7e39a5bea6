// The SMTP server of the e-mail tests lives in scripts/lib, where the bench
// (`BENCH_MAIL=1`) uses it too: scripts never import the tests' helpers.
export * from '../../scripts/lib/smtp-server.ts';
