import { mkdirSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { assertPostgresUserCanReach, foldersClosedTo } from "./postgres-user-access";

const postgresUser = { uid: 70, gid: 70 };
const folder = (mode: number, uid = 0, gid = 0) => ({ mode: 0o040000 | mode, uid, gid });

describe("the folders on the way to the database", () => {
  it("finds each folder the postgres user may not enter, and nothing else", () => {
    const modes: Record<string, ReturnType<typeof folder>> = {
      "/": folder(0o755),
      "/home": folder(0o755),
      "/home/ada": folder(0o700, 1000, 1000),
      "/home/ada/kierto": folder(0o750, 1000, 70),
      "/home/ada/kierto/data": folder(0o700, 70, 70),
    };
    const stat = (dir: string) => modes[dir];
    expect(foldersClosedTo(postgresUser, ["/home/ada/kierto/data/pg"], stat)).toEqual([
      { dir: "/home/ada", mode: 0o700 },
    ]);
    // Without the private home folder, the group bit and the owner bit let it through.
    modes["/home/ada"] = folder(0o701, 1000, 1000);
    expect(foldersClosedTo(postgresUser, ["/home/ada/kierto/data/pg"], stat)).toEqual([]);
  });

  it("judges a postgres user that does not exist yet as one of 'others'", () => {
    const stat = (dir: string) => (dir === "/srv" ? folder(0o750, 0, 70) : folder(0o755));
    expect(foldersClosedTo(undefined, ["/srv/kierto/pg"], stat)).toEqual([{ dir: "/srv", mode: 0o750 }]);
  });

  describe("as root", () => {
    const made: string[] = [];
    afterEach(() => {
      for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
    });

    it.runIf(process.getuid?.() === 0)(
      "leaves a private parent folder as it is and says which folder needs which permission",
      () => {
        const privateParent = mkdtempSync(path.join(tmpdir(), "kierto-private-"));
        made.push(privateParent);
        const dataDir = path.join(privateParent, "data");
        mkdirSync(dataDir);
        expect(statSync(privateParent).mode & 0o777).toBe(0o700);

        let message = "";
        try {
          assertPostgresUserCanReach([path.join(dataDir, "pg")]);
        } catch (error) {
          message = (error as Error).message;
        }
        expect(message).toContain(privateParent);
        expect(message).toContain(`chmod o+x ${privateParent}`);
        expect(message).toContain("DATA_DIR");
        expect(statSync(privateParent).mode & 0o777).toBe(0o700);
      },
    );
  });
});
