//===- PrintFormatTest.cpp - element text and print_tko's format ----------===//
#include "tilec/Runtime/PrintFormat.h"

#include "ExpectedTesting.h"

#include <gtest/gtest.h>

#include <vector>

using namespace tilec::runtime;
using tilec::numeric::FloatFormat;
using tilec::testing::failureMessage;

namespace {

/// Expands `format` with `operands` in order.
llvm::Expected<std::string> expand(llvm::StringRef format,
                                   llvm::ArrayRef<PrintOperand> operands) {
  const PrintOperand *next = operands.begin();
  return formatPrint(format, [&] { return *next++; });
}

TEST(PrintFormatTest, Elements) {
  EXPECT_EQ(formatElement(0xfb, ElementKind::getInteger(8)), "-5");
  EXPECT_EQ(formatElement(1, ElementKind::getInteger(1)), "true");
  EXPECT_EQ(formatElement(0x3dcccccd, ElementKind::getFloat(FloatFormat::F32)), "0.1");
  EXPECT_EQ(formatElement(0x7e00, ElementKind::getFloat(FloatFormat::F16)), "nan");
  EXPECT_EQ(formatElement(0x0000000000001000, ElementKind::getPointer()), "0x0000000000001000");
}

TEST(PrintFormatTest, Conversions) {
  uint8_t minusFive = 0xfb;
  PrintOperand i8{ElementKind::getInteger(8), {}, &minusFive, 1};
  llvm::Expected<std::string> text = expand("%d %u %x %5s|%-4d|%%\n", {i8, i8, i8, i8, i8});
  TILEC_ASSERT_SUCCEEDED(text);
  EXPECT_EQ(*text, "-5 251 fb    -5|-5  |%\n");
}

TEST(PrintFormatTest, ScansAsTheVerifierCounts) {
  auto operandCount = [](llvm::StringRef format) {
    size_t count = 0;
    for (const PrintConversion &conversion : scanPrintFormat(format)) {
      EXPECT_TRUE(conversion.isTerminated()) << format.str();
      count += !conversion.isLiteralPercent();
    }
    return count;
  };
  EXPECT_EQ(operandCount("<%, %, %> done"), 3u);
  EXPECT_EQ(operandCount("%%%d%%"), 1u);
  EXPECT_EQ(operandCount("%5%d"), 2u);
  EXPECT_EQ(operandCount("%-+ #0x %5.2f %lld"), 3u);
  std::vector<PrintConversion> unterminated = scanPrintFormat("<%, %, %>");
  ASSERT_EQ(unterminated.size(), 3u);
  EXPECT_EQ(unterminated.back().start, 7u);
  EXPECT_FALSE(unterminated.back().isTerminated());
}

TEST(PrintFormatTest, ConversionsEndingAtPercentPrintLikeS) {
  uint32_t values[] = {1, 2, 3};
  PrintOperand one{ElementKind::getInteger(32), {}, &values[0], 4};
  PrintOperand two{ElementKind::getInteger(32), {}, &values[1], 4};
  PrintOperand three{ElementKind::getInteger(32), {}, &values[2], 4};
  // The third conversion is `%> d`: its stray `> ` is dropped.
  llvm::Expected<std::string> text = expand("<%, %, %> done", {one, two, three});
  TILEC_ASSERT_SUCCEEDED(text);
  EXPECT_EQ(*text, "<1, 2, 3one");
  text = expand("[%-4, %3.1|%x]", {one, two, three});
  TILEC_ASSERT_SUCCEEDED(text);
  EXPECT_EQ(*text, "[1   ,   2|3]");
}

TEST(PrintFormatTest, TilesNestInBrackets) {
  std::vector<uint64_t> elements = {1, 2, 3, 4, 5, 6};
  int64_t shape[] = {2, 3};
  PrintOperand tile{ElementKind::getInteger(32), shape, elements.data(), sizeof(uint64_t)};
  llvm::Expected<std::string> text = expand("%d", {tile});
  TILEC_ASSERT_SUCCEEDED(text);
  EXPECT_EQ(*text, "[[1, 2, 3], [4, 5, 6]]");
}

TEST(PrintFormatTest, RefusesHugeFields) {
  uint32_t zero = 0;
  PrintOperand i32{ElementKind::getInteger(32), {}, &zero, 4};
  EXPECT_EQ(failureMessage(expand("%5000d", {i32})),
            "field width 5000 in '%5000d' exceeds 4096, the most the interpreter renders");
}

} // namespace
