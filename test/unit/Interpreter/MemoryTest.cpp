//===- MemoryTest.cpp - checked accesses of the interpreter ---------------===//
#include "tilec/Interpreter/Memory.h"

#include <gtest/gtest.h>

using namespace tilec::interp;

namespace {

std::string message(llvm::Error error) {
  return error ? llvm::toString(std::move(error)) : "<success>";
}

TEST(MemoryTest, AccessesInsideARegionSucceed) {
  alignas(8) static uint8_t buffer[64];
  Memory memory;
  memory.addRegion(buffer, sizeof(buffer), "argument 'a'");
  uint64_t base = reinterpret_cast<uint64_t>(buffer);
  EXPECT_EQ(message(memory.checkAccess(base, 64, /*write=*/false)), "<success>");
  EXPECT_EQ(message(memory.checkAccess(base + 60, 4, /*write=*/true)), "<success>");
}

TEST(MemoryTest, OutOfBoundsNamesTheRegionAndOffset) {
  alignas(8) static uint8_t buffer[64];
  Memory memory;
  memory.addRegion(buffer, sizeof(buffer), "argument 'a'");
  uint64_t base = reinterpret_cast<uint64_t>(buffer);
  std::string text = message(memory.checkAccess(base + 62, 4, /*write=*/false));
  EXPECT_NE(text.find("out of bounds of argument 'a' (byte offset 62, size 64)"),
            std::string::npos)
      << text;
  EXPECT_NE(message(memory.checkAccess(base - 4096 * 16, 4, false)).find("outside every buffer"),
            std::string::npos);
}

TEST(MemoryTest, ReadOnlyRegionsRejectWrites) {
  static const uint8_t table[16] = {};
  Memory memory;
  memory.addRegion(table, sizeof(table), "global @lut", /*writable=*/false);
  uint64_t base = reinterpret_cast<uint64_t>(table);
  EXPECT_EQ(message(memory.checkAccess(base, 4, /*write=*/false)), "<success>");
  EXPECT_EQ(message(memory.checkAccess(base, 4, /*write=*/true)),
            "write to read-only global @lut");
}

TEST(MemoryTest, RemovedRegionsAreGone) {
  alignas(8) static uint8_t buffer[8];
  Memory memory;
  memory.addRegion(buffer, sizeof(buffer), "alloca");
  memory.removeRegion(buffer);
  EXPECT_NE(message(memory.checkAccess(reinterpret_cast<uint64_t>(buffer), 1, false)),
            "<success>");
}

TEST(MemoryTest, RetiredRegionsSayTheirLifetimeEnded) {
  alignas(8) static uint8_t buffer[8];
  Memory memory;
  memory.addRegion(buffer, sizeof(buffer), "alloca of 2 x i32");
  memory.retireRegion(buffer);
  uint64_t base = reinterpret_cast<uint64_t>(buffer);
  std::string text = message(memory.checkAccess(base + 4, 4, /*write=*/true));
  EXPECT_NE(text.find("is in alloca of 2 x i32, whose lifetime has ended"), std::string::npos)
      << text;
  // Host memory is reused: registering the same bytes again makes them live.
  memory.addRegion(buffer, sizeof(buffer), "alloca of 8 x i8");
  EXPECT_EQ(message(memory.checkAccess(base + 4, 4, /*write=*/true)), "<success>");
}

} // namespace
