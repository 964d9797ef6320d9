export { favoriteRoutes } from "./favorites.routes";
export { addFavorite } from "./favorites.service";
