import { auth } from "./auth";
import { common } from "./common";
import { info } from "./info";
import { notifications } from "./notifications";
import { pages } from "./pages";
import { shell } from "./shell";

/** The English catalogue: every visible string of the app. Finnish and Swedish follow its shape. */
export const en = { common, auth, shell, notifications, pages, info };
