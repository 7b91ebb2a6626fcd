import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { User } from './user.entity.js';

/** A signed-in browser. The cookie holds a random token; only its keyed hash is stored here. */
@Entity({ tableName: 'sessions' })
export class Session {
  @PrimaryKey({ type: 'string', length: 64 })
  tokenHash!: string;

  @Index()
  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: User;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  lastSeenAt: Date = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz', index: true })
  expiresAt!: Date;
}

/**
 * Failed sign-ins per key ("user:<name>|<ip>", "account:<name>" or "ip:<ip>") since windowStart, and the time before
 * which no further attempt is checked (lockedUntil); kept in the database so every app server agrees (auth/throttle.ts).
 */
@Entity({ tableName: 'login_throttle' })
export class LoginThrottle {
  @PrimaryKey({ type: 'string', length: 400 })
  key!: string;

  @Property({ type: 'integer' })
  failures: number = 0;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  windowStart: Date = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  lockedUntil?: Date | null;
}
