import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";

export interface Role {
  user: string;
  password: string;
}

export interface Credentials {
  /** The cluster's bootstrap superuser: only the server's own start-up work uses it. */
  superuser: Role;
  /** What the app connects as: owns the schema, no superuser powers. */
  app: Role;
}

export const APP_ROLE = "kierto_app";
/** Data folders created before the database had its own passwords. */
const LEGACY_SUPERUSER: Role = { user: "kierto", password: "kierto-local" };

const newPassword = () => randomBytes(24).toString("base64url");

/**
 * The embedded cluster's passwords, kept in `DATA_DIR/database-credentials` (0600) like the auth
 * secret, so they survive restarts and belong to this data folder alone. A new cluster's
 * superuser is `postgres`; a cluster made before this file existed keeps its `kierto` superuser,
 * whose fixed password is replaced on the next start (connectAsSuperuser).
 */
export function loadCredentials(secretsDir: string, { fresh }: { fresh: boolean }): Credentials {
  const file = path.join(secretsDir, "database-credentials");
  if (existsSync(file)) return JSON.parse(readFileSync(file, "utf8")) as Credentials;
  const credentials: Credentials = {
    superuser: { user: fresh ? "postgres" : LEGACY_SUPERUSER.user, password: newPassword() },
    app: { user: APP_ROLE, password: newPassword() },
  };
  writePrivateFile(file, `${JSON.stringify(credentials, null, 2)}\n`);
  return credentials;
}

export function roleUrl(role: Role, port: number, database = "postgres"): string {
  return `postgres://${encodeURIComponent(role.user)}:${encodeURIComponent(role.password)}@127.0.0.1:${port}/${database}`;
}

/**
 * Connects as the superuser. A data folder from before per-folder passwords still has the fixed
 * one: it is replaced by the stored random one, once.
 */
export async function connectAsSuperuser(credentials: Credentials, port: number): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: roleUrl(credentials.superuser, port) });
  try {
    await client.connect();
    return client;
  } catch (error) {
    if ((error as { code?: string }).code !== "28P01" || credentials.superuser.user !== LEGACY_SUPERUSER.user) {
      throw error;
    }
  }
  const legacy = new pg.Client({ connectionString: roleUrl(LEGACY_SUPERUSER, port) });
  await legacy.connect();
  await legacy.query(
    `alter role ${legacy.escapeIdentifier(LEGACY_SUPERUSER.user)} password ${legacy.escapeLiteral(credentials.superuser.password)}`,
  );
  return legacy;
}

/**
 * The app's role: LOGIN, no superuser, owner of the schema and of every table, sequence, type and
 * function in it (a cluster from before this role had them owned by the superuser). Idempotent,
 * so it runs at every start.
 */
export async function ensureAppRole(client: pg.Client, app: Role): Promise<void> {
  const role = client.escapeIdentifier(app.user);
  const exists = await client.query("select 1 from pg_roles where rolname = $1", [app.user]);
  if (exists.rowCount === 0) await client.query(`create role ${role}`);
  await client.query(
    `alter role ${role} with login nosuperuser nocreatedb nocreaterole noreplication nobypassrls password ${client.escapeLiteral(app.password)}`,
  );
  // CREATE on the database lets migrations create schemas and trusted extensions (pg_trgm).
  await client.query(`grant connect, create, temporary on database postgres to ${role}`);
  await client.query(`alter schema public owner to ${role}`);
  await client.query(
    `do $$
    declare object record;
    begin
      if exists (select 1 from pg_namespace where nspname = 'drizzle') then
        execute format('alter schema drizzle owner to %I', ${client.escapeLiteral(app.user)});
      end if;
      for object in
        select c.relname, n.nspname, c.relkind from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname in ('public', 'drizzle') and c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')
          and c.relowner <> (select oid from pg_roles where rolname = ${client.escapeLiteral(app.user)})
          and not exists (select 1 from pg_depend d where d.objid = c.oid and d.deptype = 'e')
          -- sequences owned by a table column follow the table
          and not (c.relkind = 'S' and exists (select 1 from pg_depend d where d.objid = c.oid and d.deptype in ('a', 'i')))
      loop
        execute format(
          case object.relkind when 'S' then 'alter sequence %I.%I owner to %I'
            when 'v' then 'alter view %I.%I owner to %I'
            when 'm' then 'alter materialized view %I.%I owner to %I'
            when 'f' then 'alter foreign table %I.%I owner to %I'
            else 'alter table %I.%I owner to %I' end,
          object.nspname, object.relname, ${client.escapeLiteral(app.user)});
      end loop;
      for object in
        select t.typname, n.nspname, t.typtype from pg_type t join pg_namespace n on n.oid = t.typnamespace
        where n.nspname = 'public' and t.typtype in ('e', 'd')
          and t.typowner <> (select oid from pg_roles where rolname = ${client.escapeLiteral(app.user)})
          and not exists (select 1 from pg_depend d where d.objid = t.oid and d.deptype = 'e')
      loop
        execute format(case object.typtype when 'd' then 'alter domain %I.%I owner to %I' else 'alter type %I.%I owner to %I' end,
          object.nspname, object.typname, ${client.escapeLiteral(app.user)});
      end loop;
      for object in
        select p.oid::regprocedure::text as signature from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'public'
          and p.proowner <> (select oid from pg_roles where rolname = ${client.escapeLiteral(app.user)})
          and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
      loop
        execute format('alter routine %s owner to %I', object.signature, ${client.escapeLiteral(app.user)});
      end loop;
    end $$`,
  );
}

/** Written whole or not at all, readable by the server's user only. */
export function writePrivateFile(file: string, content: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, content, { mode: 0o600 });
  chmodSync(temporary, 0o600);
  renameSync(temporary, file);
}
