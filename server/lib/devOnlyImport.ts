/**
 * Loads an embedded development service (cognito-local, the mail catcher, demo seeding) through `await import()`, so that
 * its development-only packages stay out of the production install. A production install that still reaches one (the
 * setting that replaces it is missing) gets an error naming that setting instead of a bare "Cannot find package".
 */
export async function devOnlyImport<T>(load: () => Promise<T>, missingSetting: string): Promise<T> {
  try {
    return await load();
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code !== 'ERR_MODULE_NOT_FOUND' && code !== 'MODULE_NOT_FOUND') throw error;
    throw new Error(
      `${missingSetting}: the embedded development default needs the development dependencies, which this install does not have (${(error as Error).message})`,
      { cause: error },
    );
  }
}
