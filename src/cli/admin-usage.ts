/** `ce admin`'s usage lines: apart from admin.ts, so that `ce` prints its usage without loading the store. */
export const ADMIN_USAGE = `  ce admin account create --email E [--password P | --base-url URL] [--json]
  ce admin account link --account ID [--base-url URL] [--json]
  ce admin token create --account ID [--json]
  ce admin token deactivate TOKEN
  ce admin credits grant --account ID --amount N [--json]
  ce admin usage --account ID [--json]`;
