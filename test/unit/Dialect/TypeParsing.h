//===- TypeParsing.h - parse cuda_tile types in unit tests ------*- C++ -*-===//
#ifndef TILEC_TEST_UNIT_DIALECT_TYPEPARSING_H
#define TILEC_TEST_UNIT_DIALECT_TYPEPARSING_H

#include "tilec/Dialect/CudaTile/CudaTileDialect.h"

#include "mlir/AsmParser/AsmParser.h"
#include "mlir/IR/MLIRContext.h"

#include <gtest/gtest.h>

namespace tilec::testing {

/// A context with the cuda_tile dialect loaded, and a parser of type text.
class CudaTileTypeTest : public ::testing::Test {
protected:
  CudaTileTypeTest() { context.loadDialect<cuda_tile::CudaTileDialect>(); }

  mlir::Type parse(llvm::StringRef text) {
    mlir::Type type = mlir::parseType(text, &context);
    EXPECT_TRUE(type) << "failed to parse " << text.str();
    return type;
  }

  mlir::MLIRContext context;
};

} // namespace tilec::testing

#endif // TILEC_TEST_UNIT_DIALECT_TYPEPARSING_H
