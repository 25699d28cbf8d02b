"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.localeOf = localeOf;
function normalise(value) {
    const lower = value?.trim().toLowerCase();
    if (lower === 'zh-cn' || lower === 'zh')
        return 'zh-CN';
    if (lower === 'en-us' || lower === 'en')
        return 'en-US';
    return null;
}
/** Same precedence as the browser side: `lang` query parameter, then the saved language, then zh-CN. */
function localeOf(query, cookie) {
    return normalise(query) ?? normalise(cookie) ?? 'zh-CN';
}
//# sourceMappingURL=locale.js.map