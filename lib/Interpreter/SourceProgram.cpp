//===- SourceProgram.cpp - a parsed Tile IR file and its kernels ----------===//
#include "tilec/Interpreter/SourceProgram.h"
#include "tilec/Interpreter/MultimemSingleReplica.h"

#include "tilec/Dialect/CudaTile/CudaTileModuleOps.h"

#include "mlir/AsmParser/AsmParser.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/IR/Verifier.h"

using namespace mlir;

namespace tilec::interp {

FailureOr<std::unique_ptr<SourceProgram>> SourceProgram::parse(llvm::SourceMgr &sourceMgr,
                                                               MLIRContext *context) {
  std::unique_ptr<SourceProgram> program(new SourceProgram());
  if (failed(parseAsmSourceFile(sourceMgr, &program->topLevel, ParserConfig(context),
                                &program->parserState)))
    return failure();
  for (Operation &op : program->topLevel) {
    if (failed(verify(&op)))
      return failure();
    // A run has no multicast replica group: multimem ops act on the one local copy.
    if (failed(rewriteMultimemForSingleReplica(&op)))
      return failure();
    // Kernels do not nest, so their bodies need no walk.
    op.walk<WalkOrder::PreOrder>([&](Operation *nested) {
      if (!isa<cuda_tile::EntryOp, cuda_tile::TestingFuncOp>(nested))
        return WalkResult::advance();
      program->kernels.push_back(nested);
      return WalkResult::skip();
    });
  }
  return program;
}

Operation *SourceProgram::getKernelModule(Operation *kernel) {
  Operation *parent = kernel->getParentOp();
  return isa_and_nonnull<cuda_tile::TileModuleOp>(parent) ? parent : kernel;
}

StringRef SourceProgram::getKernelName(Operation *kernel) {
  return kernel->getAttrOfType<StringAttr>(SymbolTable::getSymbolAttrName()).getValue();
}

Operation *SourceProgram::findKernel(StringRef name) const {
  for (Operation *kernel : kernels)
    if (getKernelName(kernel) == name)
      return kernel;
  return nullptr;
}

llvm::SmallVector<KernelParameter> SourceProgram::getParameters(Operation *kernel) const {
  Block &body = kernel->getRegion(0).front();
  const AsmParserState::BlockDefinition *definition = parserState.getBlockDef(&body);
  llvm::SmallVector<KernelParameter> parameters;
  for (BlockArgument argument : body.getArguments()) {
    std::string name = "arg" + std::to_string(argument.getArgNumber());
    if (definition && argument.getArgNumber() < definition->arguments.size()) {
      llvm::SMRange range = definition->arguments[argument.getArgNumber()].loc;
      StringRef text(range.Start.getPointer(),
                     range.End.getPointer() - range.Start.getPointer());
      if (text.consume_front("%") && !text.empty())
        name = text.str();
    }
    parameters.push_back({name, argument.getType()});
  }
  return parameters;
}

} // namespace tilec::interp
