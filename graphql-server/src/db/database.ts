import { MikroORM } from '@mikro-orm/postgresql';
import { ormOptions } from './orm.config.js';

/** Opens the ORM on a database URL and applies every committed migration not yet applied. */
export async function openDatabase(url: string, { migrate = true } = {}): Promise<MikroORM> {
  const orm = await MikroORM.init(ormOptions(url));
  if (migrate) await orm.migrator.up();
  return orm;
}
