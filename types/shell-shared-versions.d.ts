// The shell's build defines it (tooling/rspack-app-config.mjs): the version of each shared singleton the shell
// provides, by share key, which it offers remotes under the shell–remote contract.
declare const __SHELL_SHARED_VERSIONS__: Readonly<Record<string, string>>;
