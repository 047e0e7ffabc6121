// Medusa loads medusa-config.ts and the modules with require(); let it compile TypeScript.
// eslint-disable-next-line @typescript-eslint/no-require-imports
require("ts-node").register({ transpileOnly: true, swc: true, compilerOptions: { module: "commonjs" } })

// Debian's Postgres speaks no TLS; with 127.0.0.1 the runner would try TLS and time out.
process.env.DB_HOST ??= "localhost"
process.env.DB_USERNAME ??= "postgres"
process.env.DB_PASSWORD ??= ""
// A free port for the socket.io server of each booted application.
process.env.REALTIME_PORT ??= "0"
