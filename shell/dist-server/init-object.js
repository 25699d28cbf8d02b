"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.lookupUser = lookupUser;
exports.buildInitObject = buildInitObject;
const page_meta_1 = require("./page-meta");
/**
 * The signed-in user, asked of the API with the visitor's own cookie. Anything but a clean answer
 * counts as "not signed in": the page must render even when the API is down.
 */
async function lookupUser(apiUrl, headers, fetchImpl = fetch) {
    try {
        const response = await fetchImpl(`${apiUrl}/api/users/sso`, { headers, signal: AbortSignal.timeout(3000) });
        const body = (await response.json().catch(() => null));
        if (response.ok && body?.status === 'e200')
            return { user: body.data ?? null, unbound: false };
        return { user: null, unbound: body?.errno === 'UNBOUND_PHONE_OR_EMAIL' };
    }
    catch {
        return { user: null, unbound: false };
    }
}
function buildInitObject(config, locale, user, appTimestamp) {
    return {
        lang: locale,
        locales: ['zh-CN', 'en-US'],
        user,
        sso: config.ssoPublicUrl,
        app_timestamp: appTimestamp,
        website: { ...page_meta_1.pageMeta[locale], ...config.website },
        forums: config.forums,
        practice: config.practice,
        lab: config.lab,
        tongji: config.tongji,
        isInsideFrame: false,
        remotes: config.remotes,
    };
}
//# sourceMappingURL=init-object.js.map