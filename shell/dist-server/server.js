"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
const app_1 = require("./app");
const config_1 = require("./config");
async function main() {
    const config = (0, config_1.loadConfig)();
    const app = await (0, app_1.buildShellApp)({ config, logger: process.env.LOG_LEVEL !== 'silent' });
    const stop = async () => {
        await app.close();
        process.exit(0);
    };
    process.on('SIGTERM', stop);
    process.on('SIGINT', stop);
    await app.listen({ port: config.port, host: config.host });
    console.log(`DCIC site on ${config.publicUrl}`);
}
main().catch((error) => {
    console.error(error);
    process.exit(1);
});
//# sourceMappingURL=server.js.map