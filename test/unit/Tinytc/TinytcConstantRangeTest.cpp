//===- TinytcConstantRangeTest.cpp - integer constants fit their type ----===//
//
// Parses and verifies `constant V : T` for the values at both edges of every integer type's
// signless range ([-2^(n-1), 2^n - 1]) and one past them, and checks that exactly the values inside
// are accepted. index and i64 take every constant the language can write.
//
//===----------------------------------------------------------------------===//
#include "tilec/Dialect/Tinytc/TinytcDialect.h"
#include "tilec/Frontend/Tinytc/TinytcFrontend.h"

#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"
#include "llvm/Support/MemoryBuffer.h"

#include <gtest/gtest.h>

#include <string>

using namespace mlir;

namespace {

class TinytcConstantRange : public ::testing::Test {
protected:
  TinytcConstantRange() {
    context.loadDialect<tilec::tinytc::TinytcDialect>();
    // Rejections are expected; only their count matters here.
    context.getDiagEngine().registerHandler([this](Diagnostic &) {
      ++diagnostics;
      return success();
    });
  }

  /// Whether `constant <value> : <type>` (optionally as a coopmatrix component) verifies.
  bool accepts(const std::string &value, const std::string &type, bool asCoopmatrix = false) {
    std::string program =
        asCoopmatrix ? "func @f() { parallel { %x = constant " + value + " : coopmatrix<" + type +
                           "x16x16,matrix_acc> } }"
                     : "func @f() { %x = constant " + value + " : " + type + " }";
    llvm::SourceMgr sourceMgr;
    sourceMgr.AddNewSourceBuffer(llvm::MemoryBuffer::getMemBufferCopy(program, "test.ir"),
                                 llvm::SMLoc());
    unsigned before = diagnostics;
    OwningOpRef<ModuleOp> module = tilec::tinytc::parseTinytcSource(sourceMgr, &context);
    bool ok = module && succeeded(verify(*module));
    EXPECT_EQ(ok, diagnostics == before) << program; // every rejection says why
    return ok;
  }

  MLIRContext context;
  unsigned diagnostics = 0;
};

TEST_F(TinytcConstantRange, NarrowIntegersTakeSignedOrUnsignedValues) {
  for (int bits : {8, 16, 32}) {
    std::string type = "i" + std::to_string(bits);
    int64_t lowest = -(int64_t(1) << (bits - 1)), highest = (int64_t(1) << bits) - 1;
    for (bool coop : {false, true}) {
      EXPECT_TRUE(accepts(std::to_string(lowest), type, coop)) << type;
      EXPECT_TRUE(accepts(std::to_string(highest), type, coop)) << type;
      EXPECT_TRUE(accepts("0", type, coop)) << type;
      EXPECT_TRUE(accepts("-1", type, coop)) << type;
      EXPECT_FALSE(accepts(std::to_string(lowest - 1), type, coop)) << type;
      EXPECT_FALSE(accepts(std::to_string(highest + 1), type, coop)) << type;
    }
  }
}

TEST_F(TinytcConstantRange, WideIntegersTakeTheWholeConstantRange) {
  for (const char *type : {"i64", "index"}) {
    EXPECT_TRUE(accepts("9223372036854775807", type)) << type;
    EXPECT_TRUE(accepts("-9223372036854775807", type)) << type;
    // Past the language's constant range the lexer already refuses the literal.
    EXPECT_FALSE(accepts("9223372036854775808", type)) << type;
    EXPECT_FALSE(accepts("-9223372036854775808", type)) << type;
  }
}

TEST_F(TinytcConstantRange, ConstantKindMustMatchTheType) {
  EXPECT_TRUE(accepts("true", "bool"));
  EXPECT_FALSE(accepts("1", "bool"));
  EXPECT_FALSE(accepts("true", "i32"));
  EXPECT_FALSE(accepts("1.0", "i32"));
  EXPECT_FALSE(accepts("1", "f32"));
  EXPECT_TRUE(accepts("1.0", "f32"));
  EXPECT_TRUE(accepts("[1.0, 2.0]", "c64"));
  EXPECT_FALSE(accepts("[1.0, 2.0]", "f64"));
}

} // namespace
