//===- CompileCommand.cpp - `tilec compile`: show generated code ----------===//
//
// `tilec compile FILE.mlir --entry NAME --emit=mlir|llvm-dialect|llvm|asm|obj -o OUT` writes
// one stage of the CPU compilation of a kernel: the lowered standard MLIR, the LLVM dialect,
// optimized LLVM IR, host assembly or an object file.
//
//===----------------------------------------------------------------------===//
#include "CompileCommand.h"

#include "KernelSource.h"

#include "tilec/Bytecode/BytecodeWriter.h"
#include "tilec/Compiler/CpuCompiler.h"
#include "tilec/Interpreter/SourceProgram.h"

#include "mlir/Support/FileUtilities.h"
#include "llvm/Support/ToolOutputFile.h"

using namespace mlir;
namespace cl = llvm::cl;

namespace tilec::tool {

cl::SubCommand compileCommand("compile",
                              "Compile a kernel for this CPU and write the generated code");

namespace {

/// `--emit=bytecode`: not a CPU compilation stage; the kernel's module as Tile IR bytecode.
constexpr CpuEmitKind kEmitBytecode = static_cast<CpuEmitKind>(100);

// Without a file (or with `-`), stdin: text or bytecode, like any file.
cl::opt<std::string> inputPath(cl::Positional, cl::desc("<input.mlir>"), cl::init("-"),
                               cl::sub(compileCommand));
cl::opt<std::string> entryName("entry",
                               cl::desc("The entry (or testing$func) to compile; may be omitted "
                                        "when the file has only one"),
                               cl::value_desc("name"), cl::sub(compileCommand));
cl::opt<CpuEmitKind> emitKind(
    "emit", cl::desc("What to write"), cl::init(CpuEmitKind::Assembly),
    cl::values(clEnumValN(CpuEmitKind::Mlir, "mlir", "the kernel lowered to standard MLIR"),
               clEnumValN(CpuEmitKind::LlvmDialect, "llvm-dialect", "the LLVM dialect"),
               clEnumValN(CpuEmitKind::Llvm, "llvm", "optimized LLVM IR"),
               clEnumValN(CpuEmitKind::Assembly, "asm", "assembly for this CPU (default)"),
               clEnumValN(CpuEmitKind::Object, "obj", "an object file for this CPU"),
               clEnumValN(kEmitBytecode, "bytecode",
                          "the kernel's module as Tile IR bytecode (.tileirbc)")),
    cl::sub(compileCommand));
cl::opt<std::string> outputPath("o", cl::desc("Output file (default: stdout)"),
                                cl::value_desc("file"), cl::init("-"), cl::sub(compileCommand));
cl::opt<unsigned> optLevel("O", cl::desc("LLVM optimization level 0-3 (default 3)"),
                           cl::init(3), cl::Prefix, cl::sub(compileCommand));
cl::opt<std::string> reduceOrderName(
    "reduce-order",
    cl::desc("How reduce folds float sums and products: partial-sums (default) or sequential"),
    cl::value_desc("order"), cl::init("partial-sums"), cl::sub(compileCommand));
cl::opt<std::string> mmafAccumulationName(
    "mmaf-accumulation",
    cl::desc("How mmaf sums its products: sequential (one f32 FMA after another in k order, "
             "the interpreter's bits; default) or hardware (the CPU's matrix instructions, "
             "e.g. AMX-BF16 for bf16 K loops, within a documented bound)"),
    cl::value_desc("mode"), cl::init("sequential"), cl::sub(compileCommand));

} // namespace

int executeCompileCommand() {
  if (optLevel > 3)
    return reportError("-O expects a level from 0 to 3");
  std::optional<interp::ReduceOrder> reduceOrder = interp::parseReduceOrder(reduceOrderName);
  if (!reduceOrder)
    return reportError("--reduce-order expects partial-sums or sequential, got '" +
                       reduceOrderName + "'");
  std::optional<MmafAccumulation> mmafAccumulation = parseMmafAccumulation(mmafAccumulationName);
  if (!mmafAccumulation)
    return reportError("--mmaf-accumulation expects sequential or hardware, got '" +
                       mmafAccumulationName + "'");
  std::unique_ptr<KernelSource> source = KernelSource::load(inputPath, entryName);
  if (!source)
    return 1;
  Operation *kernel = source->getKernel();
  std::string errorMessage;
  std::unique_ptr<llvm::ToolOutputFile> output = openOutputFile(outputPath, &errorMessage);
  if (!output)
    return reportError(errorMessage);
  if (emitKind == kEmitBytecode) {
    if (failed(bytecode::writeBytecode(interp::SourceProgram::getKernelModule(kernel),
                                       output->os())))
      return 1;
    output->keep();
    return 0;
  }
  CpuCompileOptions options;
  options.optLevel = optLevel;
  options.reduceOrder = *reduceOrder;
  options.mmafAccumulation = *mmafAccumulation;
  if (failed(emitForCpu(kernel, emitKind, options, output->os())))
    return 1;
  output->keep();
  return 0;
}

} // namespace tilec::tool
