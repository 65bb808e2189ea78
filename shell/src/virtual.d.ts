declare module 'virtual:mui-subpaths' {
  /** "@mui/material/Button" -> loader of that module. */
  const loaders: Record<string, () => Promise<unknown>>;
  export default loaders;
}
