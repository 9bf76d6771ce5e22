//===- AssumeChecksTest.cpp - checked mode's test of assume predicates ----===//
#include "tilec/Runtime/AssumeChecks.h"

#include <gtest/gtest.h>

#include <vector>

using namespace tilec::runtime;

namespace {

/// A tile of 64-bit element slots, as the interpreter keeps them.
PrintOperand makeTile(ElementKind kind, llvm::ArrayRef<int64_t> shape,
                      const std::vector<uint64_t> &elements) {
  return {kind, shape, elements.data(), sizeof(uint64_t)};
}

TEST(AssumeChecksTest, FormatIndex) {
  EXPECT_EQ(formatIndex({}), "[]");
  EXPECT_EQ(formatIndex({1, 2}), "[1, 2]");
}

TEST(AssumeChecksTest, DivBy) {
  int64_t shape[] = {4};
  std::vector<uint64_t> elements = {8, 9, 10, 16};
  PrintOperand tile = makeTile(ElementKind::getInteger(32), shape, elements);
  EXPECT_EQ(checkDivBy(tile, 0, 8, 1, 0), "element [1] = 9 is not divisible by 8");
  EXPECT_EQ(checkDivBy(tile, 0, 8, 3, 0), std::nullopt);
  EXPECT_EQ(checkDivBy(tile, 0, 8, 4, 0), "element [3] = 16 is not element [0] = 8 + 3");
  EXPECT_EQ(checkDivBy(tile, 0, 8, 0, 0), std::nullopt);
}

TEST(AssumeChecksTest, DivByNegativeIntegers) {
  uint8_t minusEight = 0xf8;
  PrintOperand scalar{ElementKind::getInteger(8), {}, &minusEight, 1};
  EXPECT_EQ(checkDivBy(scalar, 0, 8, 1, 0), std::nullopt);
  EXPECT_EQ(checkDivBy(scalar, 0, 16, 1, 0), "element [] = -8 is not divisible by 16");
}

TEST(AssumeChecksTest, DivByPointersCountPointees) {
  int64_t shape[] = {1, 3};
  std::vector<uint64_t> elements = {0x1000, 0x1004, 0x1010};
  PrintOperand tile = makeTile(ElementKind::getPointer(), shape, elements);
  EXPECT_EQ(checkDivBy(tile, 32, 16, 2, 1), std::nullopt);
  EXPECT_EQ(checkDivBy(tile, 32, 16, 3, 1),
            "element [0, 2] = 0x0000000000001010 is not element [0, 0] = 0x0000000000001000 "
            "+ 2 pointees");
}

TEST(AssumeChecksTest, BaseDivBy) {
  EXPECT_EQ(checkBaseDivBy(0x1040, 64), std::nullopt);
  EXPECT_EQ(checkBaseDivBy(0x1044, 64), "base address 0x1044 is not divisible by 64");
}

TEST(AssumeChecksTest, SameElements) {
  int64_t shape[] = {2, 2};
  std::vector<uint64_t> elements = {5, 5, 5, 6};
  PrintOperand tile = makeTile(ElementKind::getInteger(16), shape, elements);
  EXPECT_EQ(checkSameElements(tile, {2, 1}),
            "element [1, 1] = 6 differs from element [0, 1] = 5, the first of its group");
  EXPECT_EQ(checkSameElements(tile, {1, 0}), std::nullopt);
}

TEST(AssumeChecksTest, Bounded) {
  int64_t shape[] = {3};
  std::vector<uint64_t> elements = {0xffffffff, 0, 7};
  PrintOperand tile = makeTile(ElementKind::getInteger(32), shape, elements);
  EXPECT_EQ(checkBounded(tile, -1, 7), std::nullopt);
  EXPECT_EQ(checkBounded(tile, 0, std::nullopt), "element [0] = -1 is below the lower bound 0");
  EXPECT_EQ(checkBounded(tile, std::nullopt, 6), "element [2] = 7 is above the upper bound 6");
}

TEST(AssumeChecksTest, FailureMessage) {
  EXPECT_EQ(formatAssumeFailure("div_by<16>", "element [] = 3 is not divisible by 16"),
            "assume: predicate div_by<16> does not hold: element [] = 3 is not divisible by 16");
}

} // namespace
