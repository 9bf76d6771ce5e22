//===- TinytcDialect.td - the tinytc dialect --------------------*- tablegen -*-===//
//
// Intel's tinytc tensor language as an MLIR dialect. The language's own text syntax is read and
// written by lib/Frontend/Tinytc; MLIR's generic form spells types as `!tinytc.memref<f32x4>`.
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_DIALECT_TINYTC_DIALECT_TD
#define TILEC_DIALECT_TINYTC_DIALECT_TD

include "mlir/IR/DialectBase.td"

def Tinytc_Dialect : Dialect {
  let name = "tinytc";
  let cppNamespace = "::tilec::tinytc";
  let summary = "tinytc tensor language: collective BLAS-like instructions, SPMD regions, "
                "cooperative matrices";
  // Types are written in the language's own syntax after `!tinytc.` (TinytcTypeSyntax.cpp).
  let useDefaultTypePrinterParser = 0;
  let extraClassDeclaration = [{
    void registerTypes();
    void registerCollectiveOps();
    void registerMixedOps();
    void registerSpmdOps();
    ::mlir::Type parseType(::mlir::DialectAsmParser &parser) const override;
    void printType(::mlir::Type type, ::mlir::DialectAsmPrinter &printer) const override;
  }];
}

#endif // TILEC_DIALECT_TINYTC_DIALECT_TD
