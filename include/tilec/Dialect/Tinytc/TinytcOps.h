//===- TinytcOps.h - operations of the tinytc dialect -----------*- C++ -*-===//
#ifndef TILEC_DIALECT_TINYTC_TINYTCOPS_H
#define TILEC_DIALECT_TINYTC_TINYTCOPS_H

#include "tilec/Dialect/Tinytc/TinytcDialect.h"
#include "tilec/Dialect/Tinytc/TinytcTypes.h"

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"

#define GET_OP_CLASSES
#include "tilec/Dialect/Tinytc/TinytcCollectiveOps.h.inc"
#define GET_OP_CLASSES
#include "tilec/Dialect/Tinytc/TinytcMixedOps.h.inc"
#define GET_OP_CLASSES
#include "tilec/Dialect/Tinytc/TinytcSpmdOps.h.inc"

#endif // TILEC_DIALECT_TINYTC_TINYTCOPS_H
