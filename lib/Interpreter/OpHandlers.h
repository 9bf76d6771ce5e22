//===- OpHandlers.h - semantics of operations, by family --------*- C++ -*-===//
//
// Each Exec<Family>.cpp registers one handler per operation of its family. A handler reads its
// operands from the executor, computes, and binds its results (or fails with a checked error).
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_LIB_INTERPRETER_OPHANDLERS_H
#define TILEC_LIB_INTERPRETER_OPHANDLERS_H

#include "BlockExecutor.h"

#include "mlir/Support/TypeID.h"

namespace tilec::interp {

using OpHandler = mlir::LogicalResult (*)(BlockExecutor &executor, mlir::Operation *op);

class HandlerRegistry {
public:
  template <typename OpTy>
  void add(OpHandler handler) {
    handlers[mlir::TypeID::get<OpTy>()] = handler;
  }
  OpHandler lookup(mlir::Operation *op) const {
    return handlers.lookup(op->getName().getTypeID());
  }

private:
  llvm::DenseMap<mlir::TypeID, OpHandler> handlers;
};

void registerModuleHandlers(HandlerRegistry &registry);
void registerControlFlowHandlers(HandlerRegistry &registry);
void registerIntegerHandlers(HandlerRegistry &registry);
void registerFloatHandlers(HandlerRegistry &registry);
void registerConversionHandlers(HandlerRegistry &registry);
void registerShapeHandlers(HandlerRegistry &registry);
void registerMemoryHandlers(HandlerRegistry &registry);
void registerViewHandlers(HandlerRegistry &registry);
void registerMiscHandlers(HandlerRegistry &registry);

} // namespace tilec::interp

#endif // TILEC_LIB_INTERPRETER_OPHANDLERS_H
