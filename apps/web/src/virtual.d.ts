/** antd's styles computed at build time: the CSS file's URL, or null outside a build (antdStaticStyles.ts). */
declare module 'virtual:antd-static-styles' {
  const url: string | null;
  export default url;
}
