//===- BytecodeInput.cpp - tilec-opt on .tileirbc input -------------------===//
#include "BytecodeInput.h"

#include "tilec/Bytecode/BytecodeReader.h"
#include "tilec/Bytecode/BytecodeText.h"

#include "mlir/IR/MLIRContext.h"

namespace tilec::bytecode {

mlir::LogicalResult replaceBytecodeByText(std::unique_ptr<llvm::MemoryBuffer> &input,
                                          mlir::DialectRegistry &registry,
                                          const mlir::MlirOptMainConfig &config) {
  if (!isBytecode(input->getBuffer()))
    return mlir::success();
  mlir::MLIRContext context(registry);
  context.allowUnregisteredDialects(config.shouldAllowUnregisteredDialects());
  std::unique_ptr<llvm::MemoryBuffer> text = convertBytecodeToText(*input, &context);
  if (!text)
    return mlir::failure();
  input = std::move(text);
  return mlir::success();
}

} // namespace tilec::bytecode
