/* A fixed SQL workload for scripts/sqlite-check.sh: builds a small
   in-memory database (customers, products, orders) from a deterministic
   generator, then runs joins, aggregates, sorts, window functions, a
   recursive query and updates, printing every result row.  Two builds of
   SQLite must print the same bytes.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include <stdio.h>
#include <stdlib.h>

#include "sqlite3.h"

static sqlite3 *db;

/* Stop with SQLite's message when RC is an error.  */
static void
check (int rc, const char *what)
{
  if (rc != SQLITE_OK && rc != SQLITE_DONE && rc != SQLITE_ROW)
    {
      fprintf (stderr, "sqlite-workload: %s: %s\n", what, sqlite3_errmsg (db));
      exit (1);
    }
}

/* Print one result row, columns separated by '|'.  */
static int
print_row (void *unused, int n, char **values, char **names)
{
  (void) unused;
  (void) names;
  for (int i = 0; i < n; i++)
    printf ("%s%s", i ? "|" : "", values[i] ? values[i] : "NULL");
  putchar ('\n');
  return 0;
}

/* Run SQL and print its rows under a header naming it.  */
static void
query (const char *sql)
{
  char *err = 0;
  printf ("-- %s\n", sql);
  if (sqlite3_exec (db, sql, print_row, 0, &err) != SQLITE_OK)
    {
      fprintf (stderr, "sqlite-workload: %s\n", err);
      exit (1);
    }
}

static unsigned long long state = 88172645463325252ull;

/* Deterministic pseudo-random numbers (xorshift64).  */
static unsigned
next (void)
{
  state ^= state << 13;
  state ^= state >> 7;
  state ^= state << 17;
  return (unsigned) state;
}

/* Fill the tables through prepared statements.  */
static void
populate (void)
{
  sqlite3_stmt *st;
  check (sqlite3_exec (db,
		       "CREATE TABLE customer (id INTEGER PRIMARY KEY, name TEXT,"
		       " city TEXT, score REAL);"
		       "CREATE TABLE product (id INTEGER PRIMARY KEY, name TEXT,"
		       " price REAL, weight INTEGER);"
		       "CREATE TABLE orders (id INTEGER PRIMARY KEY, customer INTEGER,"
		       " product INTEGER, qty INTEGER, day INTEGER);"
		       "CREATE INDEX orders_customer ON orders (customer);"
		       "BEGIN;",
		       0, 0, 0),
	 "create");
  static const char *const cities[] = { "Oslo", "Lima", "Pune", "Kyiv",
					"Accra", "Quito", "Porto" };
  check (sqlite3_prepare_v2 (db, "INSERT INTO customer VALUES (?, ?, ?, ?)",
			     -1, &st, 0), "prepare");
  for (int i = 1; i <= 2000; i++)
    {
      char name[32];
      snprintf (name, sizeof name, "c%05u", next () % 100000);
      sqlite3_bind_int (st, 1, i);
      sqlite3_bind_text (st, 2, name, -1, SQLITE_TRANSIENT);
      sqlite3_bind_text (st, 3, cities[next () % 7], -1, SQLITE_STATIC);
      sqlite3_bind_double (st, 4, (next () % 10000) / 16.0);
      check (sqlite3_step (st), "insert customer");
      sqlite3_reset (st);
    }
  sqlite3_finalize (st);
  check (sqlite3_prepare_v2 (db, "INSERT INTO product VALUES (?, ?, ?, ?)",
			     -1, &st, 0), "prepare");
  for (int i = 1; i <= 300; i++)
    {
      char name[32];
      snprintf (name, sizeof name, "p%03d-%u", i, next () % 1000);
      sqlite3_bind_int (st, 1, i);
      sqlite3_bind_text (st, 2, name, -1, SQLITE_TRANSIENT);
      sqlite3_bind_double (st, 3, (next () % 100000) / 100.0);
      sqlite3_bind_int (st, 4, (int) (next () % 5000));
      check (sqlite3_step (st), "insert product");
      sqlite3_reset (st);
    }
  sqlite3_finalize (st);
  check (sqlite3_prepare_v2 (db, "INSERT INTO orders VALUES (?, ?, ?, ?, ?)",
			     -1, &st, 0), "prepare");
  for (int i = 1; i <= 60000; i++)
    {
      sqlite3_bind_int (st, 1, i);
      sqlite3_bind_int (st, 2, (int) (next () % 2000) + 1);
      sqlite3_bind_int (st, 3, (int) (next () % 300) + 1);
      sqlite3_bind_int (st, 4, (int) (next () % 20) + 1);
      sqlite3_bind_int (st, 5, (int) (next () % 365));
      check (sqlite3_step (st), "insert order");
      sqlite3_reset (st);
    }
  sqlite3_finalize (st);
  check (sqlite3_exec (db, "COMMIT;", 0, 0, 0), "commit");
}

int
main (void)
{
  check (sqlite3_open (":memory:", &db), "open");
  populate ();
  query ("SELECT count(*), sum(qty), min(day), max(day) FROM orders");
  query ("SELECT c.city, count(*), sum(o.qty * p.price), avg(p.weight)"
	 " FROM orders o JOIN customer c ON c.id = o.customer"
	 " JOIN product p ON p.id = o.product GROUP BY c.city ORDER BY c.city");
  query ("SELECT p.name, sum(o.qty) AS n FROM orders o"
	 " JOIN product p ON p.id = o.product GROUP BY p.id"
	 " ORDER BY n DESC, p.name LIMIT 15");
  query ("SELECT c.name, c.score, total FROM customer c JOIN"
	 " (SELECT customer, sum(qty) AS total FROM orders GROUP BY customer)"
	 " t ON t.customer = c.id ORDER BY total DESC, c.id LIMIT 20");
  query ("SELECT day / 30 AS month, count(DISTINCT customer),"
	 " round(sum(qty * 1.5), 2) FROM orders GROUP BY month ORDER BY month");
  query ("SELECT id, day, qty, sum(qty) OVER (PARTITION BY customer"
	 " ORDER BY day, id) FROM orders WHERE customer = 77 ORDER BY day, id");
  query ("SELECT city, name, score, rank() OVER (PARTITION BY city"
	 " ORDER BY score DESC, id) AS r FROM customer"
	 " ORDER BY city, r LIMIT 30");
  query ("WITH RECURSIVE f(n, a, b) AS (SELECT 0, 0, 1 UNION ALL"
	 " SELECT n + 1, b, a + b FROM f WHERE n < 60) SELECT n, a FROM f");
  query ("SELECT name, price FROM product WHERE name LIKE 'p1%'"
	 " ORDER BY price, name LIMIT 10");
  query ("SELECT group_concat(name, ','), count(*) FROM (SELECT name FROM"
	 " customer WHERE score > 600 ORDER BY name LIMIT 25)");
  query ("UPDATE product SET price = price * 1.1 WHERE weight % 7 = 0");
  query ("DELETE FROM orders WHERE qty < 3");
  query ("SELECT count(*), sum(o.qty * p.price) FROM orders o"
	 " JOIN product p ON p.id = o.product");
  query ("SELECT substr(name, 1, 3), upper(city), length(name), hex(id)"
	 " FROM customer ORDER BY score, id LIMIT 12");
  sqlite3_close (db);
  return 0;
}
