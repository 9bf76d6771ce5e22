//===- oracle_main.cpp - runs every generated shard, from a given case on -------===//
//
// Usage: <program> [first-case-index]. The driver restarts after a crashing case by passing
// the index of the case after it.
//
//===----------------------------------------------------------------------===//
#include "oracle_shards.inc" // declares ORACLE_SHARD(K) for every shard K

#include <cstdio>
#include <cstdlib>

#define ORACLE_SHARD(K) void oracle_shard_##K(int first);
ORACLE_SHARD_LIST
#undef ORACLE_SHARD

int main(int argc, char **argv) {
  int first = argc > 1 ? std::atoi(argv[1]) : 0;
#define ORACLE_SHARD(K) oracle_shard_##K(first);
  ORACLE_SHARD_LIST
#undef ORACLE_SHARD
  std::fflush(stdout);
  return 0;
}
