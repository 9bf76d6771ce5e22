//===- RunCommand.cpp - `tilec run`: execute a kernel ---------------------===//
//
// Parses and verifies the file, binds the command-line arguments to the kernel's parameters,
// launches it over the grid (compiled for the host CPU by default, or in the reference
// interpreter with --interpret, or both with --compare-interpreter), then prints and saves what
// the user asked for. Every failure ends in a message and exit code 1; nothing is written on
// failure.
//
//===----------------------------------------------------------------------===//
#include "RunCommand.h"

#include "KernelSource.h"


#include "tilec/Compiler/CompiledRun.h"
#include "tilec/Dialect/CudaTile/CudaTileModuleOps.h"
#include "tilec/Interpreter/Interpreter.h"
#include "tilec/Interpreter/KernelArguments.h"
#include "tilec/Interpreter/SourceProgram.h"
#include "tilec/Interpreter/ElementCodec.h"
#include "tilec/Interpreter/ValueFormat.h"
#include "tilec/Runtime/NpyFile.h"

#include "llvm/Support/Format.h"

using namespace mlir;
using namespace tilec::interp;
namespace cl = llvm::cl;

namespace tilec::tool {

cl::SubCommand runCommand("run", "Execute a kernel of a Tile IR file (compiled for this CPU, or "
                                 "in the reference interpreter)");

namespace {

// Without a file (or with `-`), stdin: text or bytecode, like any file.
cl::opt<std::string> inputPath(cl::Positional, cl::desc("<input.mlir>"), cl::init("-"),
                               cl::sub(runCommand));
cl::opt<std::string> entryName("entry",
                               cl::desc("The entry (or testing$func) to run; may be omitted when "
                                        "the file has only one"),
                               cl::value_desc("name"), cl::sub(runCommand));
cl::opt<std::string> gridText("grid", cl::desc("Tile blocks along x, y and z (default 1)"),
                              cl::value_desc("X[,Y[,Z]]"), cl::init("1"), cl::sub(runCommand));
cl::list<std::string>
    argumentSpecs("arg",
                  cl::desc("The next kernel argument: a number for scalar parameters; for pointer "
                           "parameters a buffer, as a .npy file or GEN:TYPE:SHAPE[:SEED] with GEN "
                           "one of rand, zeros, ones, iota (e.g. rand:f32:64x64)"),
                  cl::value_desc("value"), cl::sub(runCommand));
cl::list<std::string> outputSpecs("out",
                                  cl::desc("After the launch, save the buffer of parameter NAME "
                                           "(its %name without %, or its position) as .npy"),
                                  cl::value_desc("NAME=FILE.npy"), cl::sub(runCommand));
cl::opt<bool> printBuffers("print", cl::desc("Print every buffer argument after the launch"),
                           cl::sub(runCommand));
cl::opt<uint64_t> operationLimit("max-ops",
                                 cl::desc("With --interpret: stop with an error after this many "
                                          "operations (default 0: no limit; a loop that never "
                                          "breaks runs forever)"),
                                 cl::value_desc("N"), cl::init(0), cl::sub(runCommand));
cl::opt<bool> unchecked("unchecked",
                        cl::desc("Do not stop at undefined behaviour; accesses outside every "
                                 "buffer are skipped, and such loads read an undefined value "
                                 "(checked mode, the default, reports them)"),
                        cl::sub(runCommand));

cl::opt<bool> interpret("interpret",
                        cl::desc("Run in the reference interpreter instead of compiling: slow, "
                                 "but it checks for every kind of undefined behaviour (races, "
                                 "broken overflow promises, division by zero, ...)"),
                        cl::sub(runCommand));
cl::opt<bool> compareInterpreter(
    "compare-interpreter",
    cl::desc("Run compiled and in the interpreter on copies of the inputs and report the first "
             "differing element of each buffer and result (exit code 1 if any differ)"),
    cl::sub(runCommand));
cl::opt<unsigned> repeatCount("repeat", cl::desc("Launch the compiled kernel N times (default 1)"),
                              cl::value_desc("N"), cl::init(1), cl::sub(runCommand));
cl::opt<bool> printTiming("timing",
                          cl::desc("Print compile and launch times of the compiled kernel to "
                                   "stderr"),
                          cl::sub(runCommand));
cl::opt<int> threadCount("threads",
                         cl::desc("Threads running tile blocks (default 0: all cores)"),
                         cl::value_desc("N"), cl::init(0), cl::sub(runCommand));
cl::opt<bool> noCache("no-cache", cl::desc("Compile afresh instead of reusing a cached kernel"),
                      cl::sub(runCommand));
cl::opt<std::string> reduceOrderName(
    "reduce-order",
    cl::desc("How reduce folds floats: partial-sums (vectorized; the default of compiled runs "
             "and of --compare-interpreter) or sequential (the reference order, the default of "
             "--interpret). Both executors give the same bits in the same order"),
    cl::value_desc("order"), cl::sub(runCommand));
cl::opt<std::string> mmafAccumulationName(
    "mmaf-accumulation",
    cl::desc("How compiled mmaf sums its products: sequential (one f32 FMA after another in k "
             "order, the interpreter's bits; default) or hardware (the CPU's matrix "
             "instructions, e.g. AMX-BF16 for bf16 K loops, within a documented bound)"),
    cl::value_desc("mode"), cl::init("sequential"), cl::sub(runCommand));

/// Parses `X[,Y[,Z]]`: each a positive extent below 2^24, which is as far as block ids reach.
std::optional<std::array<int64_t, 3>> parseGrid(llvm::StringRef text) {
  std::array<int64_t, 3> grid = {1, 1, 1};
  llvm::SmallVector<llvm::StringRef> parts;
  text.split(parts, ',');
  if (parts.size() > 3)
    return std::nullopt;
  for (auto [axis, part] : llvm::enumerate(parts))
    if (part.trim().getAsInteger(10, grid[axis]) || grid[axis] < 1 ||
        grid[axis] >= (int64_t(1) << 24))
      return std::nullopt;
  return grid;
}

/// Prints a testing$func's results, one per line: `result #I: TYPE = VALUE`.
void printResults(llvm::ArrayRef<RuntimeValue> results) {
  for (auto [index, result] : llvm::enumerate(results)) {
    llvm::outs() << "result #" << index << ": ";
    if (const auto *tile = std::get_if<TileValue>(&result)) {
      Type type = cuda_tile::TileType::get(tile->elementType.getContext(), tile->shape, tile->elementType);
      llvm::outs() << getTypeSpelling(type) << " = ";
      printTile(llvm::outs(), *tile);
    } else if (std::holds_alternative<TokenValue>(result)) {
      llvm::outs() << "token";
    } else {
      llvm::outs() << "view";
    }
    llvm::outs() << '\n';
  }
}

std::string getShapeSpelling(llvm::ArrayRef<int64_t> shape) {
  std::string text;
  llvm::raw_string_ostream stream(text);
  llvm::interleave(shape, stream, "x");
  return text;
}

/// Runs the kernel (or testing$func) in the reference interpreter.
FailureOr<SmallVector<RuntimeValue>> runInterpreter(Interpreter &interpreter, Operation *kernel,
                                                    const KernelArguments &arguments,
                                                    const LaunchOptions &options) {
  if (isa<cuda_tile::TestingFuncOp>(kernel))
    return interpreter.call(kernel, arguments.getValues(), options);
  if (failed(interpreter.launch(kernel, arguments.getValues(), options)))
    return failure();
  return SmallVector<RuntimeValue>();
}

/// Two encodings of an element agree: equal bits, or both NaN (NaN payloads are not part of
/// the semantics the compiled code must reproduce).
bool elementsAgree(Type elementType, uint64_t a, uint64_t b) {
  if (a == b)
    return true;
  std::optional<numeric::FloatFormat> format = getFloatFormat(elementType);
  if (!format)
    return false;
  return std::isnan(decodeFloat(a, elementType)) && std::isnan(decodeFloat(b, elementType));
}

bool isInsideBuffer(uint64_t address, const KernelArguments &arguments) {
  for (const std::unique_ptr<KernelArguments::Buffer> &buffer : arguments.getBuffers()) {
    auto base = reinterpret_cast<uint64_t>(buffer->data.data());
    if (address >= base && address - base < uint64_t(buffer->data.getSizeInBytes()))
      return true;
  }
  return false;
}

/// Two pointers agree when they lie at the same offset (modulo 2^64, as offset computes) from
/// the same argument buffer: the two executors get their own copies of the buffers. Pointers
/// that lie in no argument buffer in either run point into storage each executor owns (globals,
/// allocas) and are not compared.
bool pointersAgree(uint64_t compiled, uint64_t reference, const KernelArguments &compiledArguments,
                   const KernelArguments &referenceArguments) {
  if (compiled == reference)
    return true;
  for (auto [compiledBuffer, referenceBuffer] :
       llvm::zip_equal(compiledArguments.getBuffers(), referenceArguments.getBuffers()))
    if (compiled - reinterpret_cast<uint64_t>(compiledBuffer->data.data()) ==
        reference - reinterpret_cast<uint64_t>(referenceBuffer->data.data()))
      return true;
  return !isInsideBuffer(compiled, compiledArguments) &&
         !isInsideBuffer(reference, referenceArguments);
}

/// The first element where two tiles differ, as a message; empty when they agree.
std::string findDifference(const TileValue &compiled, const TileValue &reference,
                           const KernelArguments &compiledArguments,
                           const KernelArguments &referenceArguments) {
  bool isPointer = isa<cuda_tile::PointerType>(compiled.elementType);
  for (int64_t i = 0; i < compiled.getNumElements(); ++i) {
    uint64_t a = compiled.elements[i], b = reference.elements[i];
    if (isPointer ? pointersAgree(a, b, compiledArguments, referenceArguments)
                  : elementsAgree(compiled.elementType, a, b))
      continue;
    TileValue compiledElement = TileValue::scalar(compiled.elementType, a);
    TileValue referenceElement = TileValue::scalar(compiled.elementType, b);
    std::string text;
    llvm::raw_string_ostream stream(text);
    if (compiled.getRank() > 0)
      stream << "element " << formatIndex(compiled.delinearize(i)) << ": ";
    stream << "compiled ";
    printTile(stream, compiledElement);
    stream << ", interpreter ";
    printTile(stream, referenceElement);
    return text;
  }
  return "";
}

/// --compare-interpreter: runs the interpreter on a fresh binding of the same arguments
/// (generated inputs are seeded, files are read again) and compares every buffer and result
/// with the compiled run's. Returns the exit code (0 when everything agrees).
int compareWithInterpreter(Operation *kernel, ArrayRef<KernelParameter> parameters,
                           const KernelArguments &compiledArguments, bool compiledFailed,
                           ArrayRef<RuntimeValue> compiledResults, const LaunchOptions &options) {
  Interpreter reference(SourceProgram::getKernelModule(kernel));
  auto referenceArguments = KernelArguments::bind(reference, parameters, argumentSpecs);
  if (!referenceArguments)
    return reportError(llvm::toString(referenceArguments.takeError()));
  // The interpreter's output and diagnostics would repeat the compiled run's.
  std::string discardedOutput;
  llvm::raw_string_ostream discardedStream(discardedOutput);
  LaunchOptions referenceOptions = options;
  referenceOptions.output = &discardedStream;
  std::string firstDiagnostic;
  FailureOr<SmallVector<RuntimeValue>> referenceResults;
  {
    ScopedDiagnosticHandler capture(kernel->getContext(), [&](Diagnostic &diagnostic) {
      if (firstDiagnostic.empty())
        firstDiagnostic = diagnostic.str();
      return success();
    });
    referenceResults = runInterpreter(reference, kernel, **referenceArguments, referenceOptions);
  }
  if (failed(referenceResults) != compiledFailed)
    return reportError(
        compiledFailed ? "compiled code failed where the interpreter succeeded"
                       : "compiled code succeeded where the interpreter failed: " +
                             firstDiagnostic);
  if (compiledFailed)
    return 0;
  bool differs = false;
  for (auto [compiledBuffer, referenceBuffer] :
       llvm::zip_equal(compiledArguments.getBuffers(), (*referenceArguments)->getBuffers())) {
    std::string difference =
        findDifference(getBufferTile(compiledBuffer->data, compiledBuffer->elementType),
                       getBufferTile(referenceBuffer->data, referenceBuffer->elementType),
                       compiledArguments, **referenceArguments);
    if (difference.empty())
      continue;
    reportError("compiled code and interpreter differ in buffer %" +
                parameters[compiledBuffer->parameter].name + " at " + difference);
    differs = true;
  }
  for (auto [index, pair] : llvm::enumerate(llvm::zip_equal(compiledResults, *referenceResults))) {
    const auto *compiled = std::get_if<TileValue>(&std::get<0>(pair));
    const auto *expected = std::get_if<TileValue>(&std::get<1>(pair));
    if (!compiled || !expected)
      continue;
    std::string difference =
        findDifference(*compiled, *expected, compiledArguments, **referenceArguments);
    if (difference.empty())
      continue;
    reportError("compiled code and interpreter differ in result #" + llvm::Twine(index) +
                " at " + difference);
    differs = true;
  }
  return differs ? 1 : 0;
}

} // namespace

int executeRunCommand() {
  std::optional<std::array<int64_t, 3>> grid = parseGrid(gridText);
  if (!grid)
    return reportError("--grid expects X[,Y[,Z]] with positive extents below 2^24, got '" +
                       gridText + "'");

  // The `--out` names are checked once the parameters are known; the syntax now.
  llvm::SmallVector<std::pair<std::string, std::string>> outputs;
  for (const std::string &spec : outputSpecs) {
    auto [name, path] = llvm::StringRef(spec).split('=');
    if (name.empty() || path.empty())
      return reportError("--out expects NAME=FILE.npy, got '" + spec + "'");
    outputs.emplace_back(name.str(), path.str());
  }

  std::unique_ptr<KernelSource> source = KernelSource::load(inputPath, entryName);
  if (!source)
    return 1;
  Operation *kernel = source->getKernel();
  SourceProgram &program = source->getProgram();

  Interpreter interpreter(SourceProgram::getKernelModule(kernel));
  llvm::SmallVector<KernelParameter> parameters = program.getParameters(kernel);
  auto arguments = KernelArguments::bind(interpreter, parameters, argumentSpecs);
  if (!arguments)
    return reportError(llvm::toString(arguments.takeError()));
  for (const auto &[name, path] : outputs)
    if (!(*arguments)->findBuffer(name))
      return reportError("--out " + name + "=" + path + ": the kernel has no buffer argument " +
                         name);

  if (interpret && compareInterpreter)
    return reportError("--interpret and --compare-interpreter exclude each other");
  if (operationLimit && !interpret)
    return reportError("--max-ops limits the interpreter: add --interpret (compiled kernels run "
                       "without an operation count)");
  if (threadCount < 0)
    return reportError("--threads expects a positive count, or 0 for all cores");

  // The interpreter alone keeps the reference order; anything compiled, and the interpreter
  // compared with it, folds in partial sums unless told otherwise.
  ReduceOrder reduceOrder = interpret ? ReduceOrder::Sequential : ReduceOrder::PartialSums;
  if (!reduceOrderName.empty()) {
    std::optional<ReduceOrder> parsed = parseReduceOrder(reduceOrderName);
    if (!parsed)
      return reportError("--reduce-order expects partial-sums or sequential, got '" +
                         reduceOrderName + "'");
    reduceOrder = *parsed;
  }

  std::optional<MmafAccumulation> mmafAccumulation = parseMmafAccumulation(mmafAccumulationName);
  if (!mmafAccumulation)
    return reportError("--mmaf-accumulation expects sequential or hardware, got '" +
                       mmafAccumulationName + "'");
  // The interpreter is the reference and ignores the mode; a comparison with it is bit for bit.
  if (*mmafAccumulation == MmafAccumulation::Hardware && compareInterpreter)
    return reportError("--mmaf-accumulation=hardware results differ from the interpreter's "
                       "within a bound, and --compare-interpreter compares bit for bit");

  LaunchOptions options;
  options.grid = *grid;
  options.checked = !unchecked;
  options.operationLimit = operationLimit;
  options.reduceOrder = reduceOrder;
  SmallVector<RuntimeValue> results;
  if (interpret) {
    FailureOr<SmallVector<RuntimeValue>> interpreted =
        runInterpreter(interpreter, kernel, **arguments, options);
    if (failed(interpreted))
      return 1;
    results = std::move(*interpreted);
  } else {
    CompiledRunOptions compiledOptions;
    compiledOptions.grid = *grid;
    compiledOptions.threads = threadCount;
    compiledOptions.checked = !unchecked;
    compiledOptions.useCache = !noCache;
    compiledOptions.repeat = repeatCount;
    compiledOptions.reduceOrder = reduceOrder;
    compiledOptions.mmafAccumulation = *mmafAccumulation;
    CompiledRunTiming timing;
    FailureOr<SmallVector<RuntimeValue>> compiled =
        runCompiled(kernel, parameters, **arguments, compiledOptions, timing);
    bool compiledFailed = failed(compiled);
    if (printTiming && !compiledFailed)
      llvm::errs() << llvm::format("tilec: timing: compile_ms=%.1f median_ms=%.3g min_ms=%.3g "
                                   "runs=%u threads=%d\n",
                                   timing.compileMilliseconds, timing.medianMilliseconds,
                                   timing.minMilliseconds, timing.runs, timing.threads);
    if (compareInterpreter) {
      if (int status = compareWithInterpreter(kernel, parameters, **arguments, compiledFailed,
                                              compiledFailed ? ArrayRef<RuntimeValue>()
                                                             : ArrayRef<RuntimeValue>(*compiled),
                                              options))
        return status;
    }
    if (compiledFailed)
      return 1;
    results = std::move(*compiled);
  }
  if (isa<cuda_tile::TestingFuncOp>(kernel))
    printResults(results);

  if (printBuffers)
    for (const std::unique_ptr<KernelArguments::Buffer> &buffer : (*arguments)->getBuffers()) {
      llvm::outs() << '%' << parameters[buffer->parameter].name << ": "
                   << runtime::getScalarKindName(buffer->data.getKind()) << '['
                   << getShapeSpelling(buffer->data.getShape()) << "] = ";
      printTile(llvm::outs(), getBufferTile(buffer->data, buffer->elementType));
      llvm::outs() << '\n';
    }
  for (const auto &[name, path] : outputs)
    if (llvm::Error error = runtime::writeNpy(path, (*arguments)->findBuffer(name)->data))
      return reportError(llvm::toString(std::move(error)));
  return 0;
}

} // namespace tilec::tool
