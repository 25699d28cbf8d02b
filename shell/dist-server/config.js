"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.loadRemotes = loadRemotes;
exports.parseRemotes = parseRemotes;
exports.remoteOrigins = remoteOrigins;
exports.loadConfig = loadConfig;
const node_path_1 = __importDefault(require("node:path"));
const node_fs_1 = require("node:fs");
const defaultRemotePorts = { competitions: 8081, community: 8082, profile: 8083, inbox: 8084, review: 8085 };
/**
 * Where each area's manifest lives: REMOTES (JSON), else REMOTES_FILE (a JSON file), else each area on
 * its default local port. Re-read per request in `remotesFrom`, so a remote moved to a new address is
 * picked up without rebuilding or restarting the shell.
 */
function loadRemotes(env = process.env) {
    if (env.REMOTES)
        return parseRemotes(env.REMOTES, 'REMOTES');
    if (env.REMOTES_FILE)
        return parseRemotes((0, node_fs_1.readFileSync)(env.REMOTES_FILE, 'utf8'), env.REMOTES_FILE);
    const host = env.REMOTES_HOST ?? 'http://localhost';
    return Object.fromEntries(Object.entries(defaultRemotePorts).map(([name, port]) => [name, `${host}:${port}/mf-manifest.json`]));
}
function parseRemotes(text, source) {
    let value;
    try {
        value = JSON.parse(text);
    }
    catch {
        throw new Error(`${source}: the remotes map is not valid JSON`);
    }
    if (!value || typeof value !== 'object' || Array.isArray(value))
        throw new Error(`${source}: the remotes map must be an object of name to manifest URL`);
    const map = {};
    for (const [name, url] of Object.entries(value)) {
        if (typeof url !== 'string')
            throw new Error(`${source}: the manifest of ${name} must be a URL`);
        try {
            new URL(url);
        }
        catch {
            throw new Error(`${source}: the manifest of ${name} is not an absolute URL: ${url}`);
        }
        map[name] = url;
    }
    return map;
}
/** The origins the page may load scripts from: itself and every remote. */
function remoteOrigins(remotes) {
    return [...new Set(Object.values(remotes).map((url) => new URL(url).origin))].sort();
}
function loadConfig(env = process.env) {
    const port = Number(env.SHELL_PORT ?? env.PORT ?? 8080);
    const ssoUrl = env.SSO_URL ?? 'http://localhost:6060';
    return {
        port,
        host: env.SHELL_HOST ?? '0.0.0.0',
        publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
        apiUrl: env.API_URL ?? 'http://localhost:7070',
        ssoUrl,
        ssoPublicUrl: env.SSO_PUBLIC_URL ?? ssoUrl,
        distDir: env.SHELL_DIST ?? node_path_1.default.resolve(__dirname, '../dist'),
        remotes: loadRemotes(env),
        website: {
            summitUrl: env.SUMMIT_URL ?? 'https://www.szzg.gov.cn/',
            contactPhone: env.CONTACT_PHONE ?? '0591-00000000',
            contactEmail: env.CONTACT_EMAIL ?? 'service@dcic.example',
            filingNumber: env.FILING_NUMBER ?? '',
            feedbackUrl: env.FEEDBACK_URL ?? '/help/contact',
            techProvider: env.TECH_PROVIDER ?? 'DCIC',
        },
        forums: env.FORUMS_URL ?? '/discussion',
        practice: env.PRACTICE_URL ?? '/education',
        lab: env.LAB_URL ?? '/education',
        tongji: env.TONGJI_URL ?? '',
    };
}
//# sourceMappingURL=config.js.map