declare module "vnu-jar" {
  /** Absolute path of vnu.jar. */
  const vnuJarPath: string;
  export default vnuJarPath;
}
