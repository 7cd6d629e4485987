export { createUsersService, toUser, type UsersService } from './users.service';
