//===- OpTableTest.cpp - the op table matches the dialect -----------------===//
//
// The bytecode op table is written by hand from the spec; these tests fail when the dialect
// gains an op or an attribute the table does not encode, or when a row names an attribute
// the op does not have, so a dialect change cannot silently drop data from bytecode.
//
//===----------------------------------------------------------------------===//
#include "OpTable.h"

#include "tilec/Dialect/CudaTile/CudaTileDialect.h"

#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/OperationSupport.h"
#include "llvm/ADT/StringSet.h"
#include "gtest/gtest.h"

using namespace tilec::bytecode;

namespace {

/// Ops that are not encoded as ops of a function body; `print` (13.1's print_tko) only exists
/// while parsing, which turns it into print_tko.
bool isStructural(llvm::StringRef name) {
  return name == "cuda_tile.module" || name == "cuda_tile.entry" ||
         name == "cuda_tile.global" || name == "cuda_tile.testing$func" ||
         name == "cuda_tile.print";
}

TEST(BytecodeOpTable, EveryOpOfTheDialectHasARow) {
  mlir::MLIRContext context;
  context.loadDialect<tilec::cuda_tile::CudaTileDialect>();
  unsigned checked = 0;
  for (mlir::RegisteredOperationName name : context.getRegisteredOperations()) {
    if (name.getDialectNamespace() != "cuda_tile" || isStructural(name.getStringRef()))
      continue;
    // Tile IR 13.5's multimem and preview ops: NVIDIA has not published their opcodes, and the
    // writer refuses them by name (WriteOps.cpp).
    if (name.stripDialect().starts_with("multimem_") ||
        name.stripDialect().starts_with("preview$"))
      continue;
    ++checked;
    EXPECT_NE(lookupOperation(name.stripDialect()), nullptr)
        << name.getStringRef().str() << " has no bytecode encoding";
  }
  EXPECT_GT(checked, 90u);
}

TEST(BytecodeOpTable, RowsAndOpsAgreeOnAttributes) {
  mlir::MLIRContext context;
  context.loadDialect<tilec::cuda_tile::CudaTileDialect>();
  for (mlir::RegisteredOperationName name : context.getRegisteredOperations()) {
    if (name.getDialectNamespace() != "cuda_tile" || isStructural(name.getStringRef()))
      continue;
    const OpEncoding *row = lookupOperation(name.stripDialect());
    if (!row)
      continue;
    llvm::StringSet<> encoded;
    for (const AttrField &field : row->attributes)
      encoded.insert(field.name);
    for (const FlagField &flag : row->flags)
      if (flag.kind != FlagKind::OptionalOperand)
        encoded.insert(flag.name);
    llvm::StringSet<> known;
    for (mlir::StringAttr attr : name.getAttributeNames()) {
      known.insert(attr.getValue());
      if (attr.getValue() == "operandSegmentSizes")
        continue;
      EXPECT_TRUE(encoded.contains(attr.getValue()))
          << name.getStringRef().str() << ": attribute '" << attr.getValue().str()
          << "' is not in the bytecode table";
    }
    for (const auto &entry : encoded) {
      // 13.4 fields the dialect may not model yet are read and dropped.
      bool newerField = false;
      for (const AttrField &field : row->attributes)
        if (field.name == entry.getKey() && field.since.atLeast(kVersion13_4))
          newerField = true;
      for (const FlagField &flag : row->flags)
        if (flag.name == entry.getKey() && flag.since.atLeast(kVersion13_4))
          newerField = true;
      if (!newerField)
        EXPECT_TRUE(known.contains(entry.getKey()))
            << name.getStringRef().str() << ": the table encodes '" << entry.getKey().str()
            << "', which the op does not have";
    }
    EXPECT_EQ(row->layout == OperandLayout::Segmented,
              known.contains("operandSegmentSizes"))
        << name.getStringRef().str() << ": segmented operands in one and not the other";
  }
}

TEST(BytecodeOpTable, OpcodesFollowTheVersions) {
  EXPECT_EQ(getMaxOpcode(kVersion13_1), 0x6Du);
  EXPECT_EQ(getMaxOpcode(kVersion13_2), 0x6Eu);
  EXPECT_EQ(getMaxOpcode(kVersion13_3), 0x75u);
  EXPECT_EQ(lookupOpcode(0x19), nullptr);
  ASSERT_NE(lookupOpcode(0x49), nullptr);
  // F3: mmaf's flags field exists only from 13.3 (fast_acc), for's from 13.2.
  EXPECT_FALSE(lookupOpcode(0x49)->hasFlagsField(kVersion13_2));
  EXPECT_TRUE(lookupOpcode(0x49)->hasFlagsField(kVersion13_3));
  EXPECT_TRUE(lookupOpcode(0x29)->hasFlagsField(kVersion13_2));
  EXPECT_FALSE(lookupOpcode(0x29)->hasFlagsField(kVersion13_1));
  // F2: optional attributes before optional operands.
  const OpEncoding *load = lookupOperation("load_ptr_tko");
  ASSERT_NE(load, nullptr);
  ASSERT_EQ(load->flags.size(), 5u);
  EXPECT_EQ(load->flags[0].name, "memory_scope");
  EXPECT_EQ(load->flags[4].name, "token");
}

} // namespace
