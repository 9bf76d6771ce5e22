//===- TinytcTypeRulesTest.cpp - promotion order, cast table, type syntax ===//
#include "tilec/Dialect/Tinytc/TinytcDialect.h"
#include "tilec/Dialect/Tinytc/TinytcTypeRules.h"
#include "tilec/Dialect/Tinytc/TinytcTypes.h"

#include "mlir/IR/MLIRContext.h"

#include <gtest/gtest.h>

using namespace mlir;
using namespace tilec::tinytc;

namespace {

class TinytcTypeRules : public ::testing::Test {
protected:
  TinytcTypeRules() { context.loadDialect<TinytcDialect>(); }

  Type parse(llvm::StringRef text) {
    size_t pos = 0;
    std::string error;
    Type type = parseTinytcType(&context, text, pos, error);
    EXPECT_TRUE(type) << text.str() << ": " << error;
    EXPECT_EQ(pos, text.size()) << text.str();
    return type;
  }

  std::vector<Type> scalars() {
    std::vector<Type> types;
    for (llvm::StringRef name :
         {"i8", "i16", "i32", "i64", "bf16", "f16", "f32", "f64", "c32", "c64"})
      types.push_back(parse(name));
    return types;
  }

  MLIRContext context;
};

// The relation matrix of the language reference is a partial order.
TEST_F(TinytcTypeRules, PromotionIsAPartialOrder) {
  std::vector<Type> types = scalars();
  for (Type a : types) {
    EXPECT_TRUE(isPromotable(a, a));
    for (Type b : types) {
      if (a != b && isPromotable(a, b))
        EXPECT_FALSE(isPromotable(b, a)) << tinytcTypeString(a) << " " << tinytcTypeString(b);
      for (Type c : types)
        if (isPromotable(a, b) && isPromotable(b, c))
          EXPECT_TRUE(isPromotable(a, c)) << tinytcTypeString(a) << " <= "
                                          << tinytcTypeString(b) << " <= "
                                          << tinytcTypeString(c);
    }
  }
}

// Each row of the relation matrix has the number of entries the reference lists.
TEST_F(TinytcTypeRules, PromotionRowCounts) {
  std::vector<Type> types = scalars();
  const int expected[] = {10, 7, 5, 1, 5, 5, 4, 2, 2, 1};
  for (size_t i = 0; i < types.size(); ++i) {
    int count = 0;
    for (Type b : types)
      count += isPromotable(types[i], b);
    EXPECT_EQ(count, expected[i]) << tinytcTypeString(types[i]);
  }
}

TEST_F(TinytcTypeRules, PromoteExamples) {
  EXPECT_EQ(promote(parse("i8"), parse("f16")), parse("f16"));
  EXPECT_EQ(promote(parse("f64"), parse("f32")), parse("f64"));
  EXPECT_EQ(promote(parse("f32"), parse("c32")), parse("c32"));
  EXPECT_FALSE(promote(parse("f16"), parse("bf16")));
  EXPECT_FALSE(promote(parse("i64"), parse("f64")));
  EXPECT_FALSE(promote(parse("f64"), parse("c32")));
  // index behaves like i64.
  EXPECT_TRUE(isPromotable(parse("i32"), parse("index")));
}

TEST_F(TinytcTypeRules, CastTable) {
  for (Type from : scalars())
    for (Type to : scalars())
      EXPECT_EQ(isCastAllowed(from, to), !isComplexType(from) || isComplexType(to))
          << tinytcTypeString(from) << " -> " << tinytcTypeString(to);
  EXPECT_FALSE(isCastAllowed(parse("bool"), parse("i32")));
}

TEST_F(TinytcTypeRules, TypeSyntaxRoundTrip) {
  for (llvm::StringRef text :
       {"bool", "index", "c64", "memref<f32>", "memref<f32x4x?>", "memref<i8x?x8,strided<1,8>>",
        "memref<f32x4,local>", "memref<c32x2x3x4,strided<1,2,7>,local>",
        "group<memref<f32x16x16>x?>", "group<memref<f64x?>x4, offset: ?>",
        "coopmatrix<bf16x16x32,matrix_b>"})
    EXPECT_EQ(tinytcTypeString(parse(text)), text.str());
  // The packed layout and the global address space are the defaults.
  EXPECT_EQ(parse("memref<f32x5x6x7,strided<1,5,30>,global>"), parse("memref<f32x5x6x7>"));
  EXPECT_EQ(packedStrides({5, ShapedType::kDynamic, 7}),
            (llvm::SmallVector<int64_t>{1, 5, ShapedType::kDynamic}));
}

TEST_F(TinytcTypeRules, TypeSyntaxErrorsPointAtTheProblem) {
  for (auto [text, offset] : std::initializer_list<std::pair<llvm::StringRef, size_t>>{
           {"memref<f32x4x4,strided<1,3>>", 15}, {"memref<q32>", 7}, {"coopmatrix<f32x8>", 16}}) {
    size_t pos = 0;
    std::string error;
    EXPECT_FALSE(parseTinytcType(&context, text, pos, error)) << text.str();
    EXPECT_FALSE(error.empty());
    EXPECT_EQ(pos, offset) << text.str() << ": " << error;
  }
}

} // namespace
