// Written at build time by the plugin in vite.config.ts (apps/web/style-words.ts): for each route id, and
// `root`, the words of its code that can name a class of the site's stylesheet (a trailing `*`: a prefix).
declare module 'virtual:style-words' {
  const words: Readonly<Record<string, readonly string[]>>;
  export default words;
}
