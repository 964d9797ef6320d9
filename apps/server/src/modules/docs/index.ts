export { docsRoutes } from "./docs.routes";
export { referenceTexts } from "./reference-texts";
