import { createHmac, timingSafeEqual } from "node:crypto";
import { createServer } from "node:http";
import pg from "pg";

/**
 * The baseline of `npm run bench:api`: a bare `node:http` + `pg` server in its own process (as
 * the app is), so neither shares a thread with the load generator. It answers each route with
 * the statement it was given and the rows as JSON, nothing else. A request carrying the session
 * cookie does the least a signed-in page needs: checks the cookie's signature, reads the session,
 * its user and role in one statement, then runs the signed-in statement with the viewer's id.
 * A statement the app prepares (the feed's, the session's) is prepared here too, under a name of
 * its own: each connection parses and plans it once, as the app's do, so what the two servers
 * cost PostgreSQL is the same and the comparison is of what happens outside it.
 *
 * Configured by BARE_SERVER (JSON, see BareConfig); prints "listening" when ready.
 */
export interface Statement {
  text: string;
  values: unknown[];
  /** Sent as a named prepared statement, as the app sends it. */
  prepared?: boolean;
}

export interface BareConfig {
  databaseUrl: string;
  port: number;
  poolSize: number;
  /** Path and query, exactly as requested, to the statement that answers it. */
  routes: [string, Statement][];
  signedIn?: {
    path: string;
    cookieName: string;
    secret: string;
    /** The signed-in statement as captured for `viewerId`; the viewer's id is put in its place. */
    statement: Statement;
    viewerId: string;
  };
}

/** One round trip for the session, its user and the profile's role: the least a signed-in request needs. */
const SESSION_SQL = `select s.id as session_id, u.id, u.email, u.name, u.email_verified, p.role
  from sessions s join users u on u.id = s.user_id left join profiles p on p.id = u.id
  where s.token = $1 and s.expires_at > now()`;

const config = JSON.parse(process.env.BARE_SERVER ?? "") as BareConfig;
const pool = new pg.Pool({ connectionString: config.databaseUrl, max: config.poolSize });
pool.on("error", () => {});
const routes = new Map(config.routes);
/** Each prepared statement's name, by its text. */
const names = new Map<string, string>();

/** A statement as pg takes it: named when the app prepares it too. */
function query(statement: Statement, values = statement.values) {
  if (!statement.prepared) return { text: statement.text, values };
  let name = names.get(statement.text);
  if (!name) {
    name = `bare_${names.size + 1}`;
    names.set(statement.text, name);
  }
  return { name, text: statement.text, values };
}

const server = createServer(async (request, response) => {
  try {
    const url = request.url ?? "";
    const cookie = request.headers.cookie;
    const signedIn = config.signedIn;
    if (signedIn && cookie && url === signedIn.path) {
      const viewerId = await viewer(cookie, signedIn);
      if (!viewerId) {
        response.writeHead(401).end();
        return;
      }
      const values = signedIn.statement.values.map((value) => (value === signedIn.viewerId ? viewerId : value));
      const { rows } = await pool.query(query(signedIn.statement, values));
      response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(rows));
      return;
    }
    const statement = routes.get(url);
    if (!statement) {
      response.writeHead(404).end();
      return;
    }
    const { rows } = await pool.query(query(statement));
    response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(rows));
  } catch {
    response.writeHead(500).end();
  }
});

async function viewer(cookieHeader: string, signedIn: NonNullable<BareConfig["signedIn"]>) {
  const prefix = `${signedIn.cookieName}=`;
  const raw = cookieHeader
    .split(/;\s*/)
    .find((part) => part.startsWith(prefix))
    ?.slice(prefix.length);
  if (!raw) return undefined;
  const value = decodeURIComponent(raw);
  const dot = value.lastIndexOf(".");
  const token = value.slice(0, dot);
  const signature = Buffer.from(value.slice(dot + 1), "base64");
  const expected = createHmac("sha256", signedIn.secret).update(token).digest();
  if (signature.length !== expected.length || !timingSafeEqual(signature, expected)) return undefined;
  const { rows } = await pool.query<{ id: string }>(query({ text: SESSION_SQL, values: [token], prepared: true }));
  return rows[0]?.id;
}

server.listen(config.port, "127.0.0.1", () => process.stdout.write("listening\n"));
process.on("SIGTERM", () => {
  server.close();
  void pool.end().then(() => process.exit(0));
});
