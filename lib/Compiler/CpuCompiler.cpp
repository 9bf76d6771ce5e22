//===- CpuCompiler.cpp - JIT compilation of Tile IR kernels for the host --===//
#include "tilec/Compiler/CpuCompiler.h"

#include "tilec/Runtime/RuntimeSymbols.h"

#include "mlir/ExecutionEngine/ExecutionEngine.h"
#include "mlir/ExecutionEngine/OptUtils.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Target/LLVMIR/Dialect/Builtin/BuiltinToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Dialect/LLVMIR/LLVMToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Export.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ExecutionEngine/Orc/JITTargetMachineBuilder.h"
#include "llvm/ExecutionEngine/Orc/Mangling.h"
#include "llvm/IR/LegacyPassManager.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Target/TargetMachine.h"

#include <chrono>
#include <mutex>

using namespace mlir;

namespace tilec {

CompiledCpuKernel::~CompiledCpuKernel() = default;

namespace {

void initializeNativeTarget() {
  static std::once_flag once;
  std::call_once(once, [] {
    llvm::InitializeNativeTarget();
    llvm::InitializeNativeTargetAsmPrinter();
  });
}

void registerTranslations(MLIRContext *context) {
  DialectRegistry registry;
  registerBuiltinDialectTranslation(registry);
  registerLLVMDialectTranslation(registry);
  context->appendDialectRegistry(registry);
}

/// The host's target machine: its CPU and all its features (-mcpu=native).
FailureOr<std::unique_ptr<llvm::TargetMachine>> createHostTargetMachine(Operation *kernel) {
  initializeNativeTarget();
  auto builder = llvm::orc::JITTargetMachineBuilder::detectHost();
  if (!builder) {
    kernel->emitError() << "cannot target the host CPU: " << llvm::toString(builder.takeError());
    return failure();
  }
  builder->setCodeGenOptLevel(llvm::CodeGenOptLevel::Aggressive);
  auto machine = builder->createTargetMachine();
  if (!machine) {
    kernel->emitError() << "cannot target the host CPU: " << llvm::toString(machine.takeError());
    return failure();
  }
  return std::move(*machine);
}

/// Lowers `kernel` into a fresh module, down to the LLVM dialect when `toLLVM`.
FailureOr<OwningOpRef<ModuleOp>> lowerKernel(Operation *kernel, bool toLLVM,
                                             CpuKernelFrame *frame) {
  MLIRContext *context = kernel->getContext();
  loadCpuLoweringDialects(*context);
  OwningOpRef<ModuleOp> module = ModuleOp::create(kernel->getLoc());
  FailureOr<CpuKernelFrame> lowered = lowerKernelToCPU(kernel, *module, kCompiledKernelName);
  if (failed(lowered))
    return failure();
  if (frame)
    *frame = *lowered;
  if (!toLLVM)
    return module;
  PassManager passManager(context);
  buildLowerCpuToLLVMPipeline(passManager);
  if (failed(passManager.run(*module)))
    return failure();
  return module;
}

std::string getCacheKey(Operation *kernel, const CpuCompileOptions &options) {
  std::string key;
  llvm::raw_string_ostream stream(key);
  stream << "opt" << options.optLevel << ';'
         << kernel->getAttrOfType<StringAttr>(SymbolTable::getSymbolAttrName()).getValue() << ';';
  kernel->getParentOp()->print(stream, OpPrintingFlags().printGenericOpForm());
  return key;
}

} // namespace

FailureOr<std::shared_ptr<CompiledCpuKernel>> compileForCpu(Operation *kernel,
                                                            const CpuCompileOptions &options) {
  static std::mutex cacheMutex;
  // Never destroyed: JIT engines must not be torn down after LLVM's shutdown at exit.
  static auto &cache = *new llvm::StringMap<std::shared_ptr<CompiledCpuKernel>>();
  auto start = std::chrono::steady_clock::now();
  std::string key = options.useCache ? getCacheKey(kernel, options) : std::string();
  if (options.useCache) {
    std::lock_guard<std::mutex> lock(cacheMutex);
    auto found = cache.find(key);
    if (found != cache.end()) {
      // Shares the original's code; its compile time is that of the lookup.
      std::shared_ptr<CompiledCpuKernel> cached(new CompiledCpuKernel(*found->second));
      cached->compileMilliseconds =
          std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
              .count();
      return cached;
    }
  }

  std::shared_ptr<CompiledCpuKernel> compiled(new CompiledCpuKernel());
  FailureOr<OwningOpRef<ModuleOp>> module = lowerKernel(kernel, /*toLLVM=*/true, &compiled->frame);
  if (failed(module))
    return failure();
  registerTranslations(kernel->getContext());
  FailureOr<std::unique_ptr<llvm::TargetMachine>> machine = createHostTargetMachine(kernel);
  if (failed(machine))
    return failure();
  auto transformer = makeOptimizingTransformer(options.optLevel, /*sizeLevel=*/0, machine->get());
  ExecutionEngineOptions engineOptions;
  engineOptions.transformer = transformer;
  engineOptions.jitCodeGenOptLevel = options.optLevel >= 3 ? llvm::CodeGenOptLevel::Aggressive
                                                           : llvm::CodeGenOptLevel::Default;
  engineOptions.enableGDBNotificationListener = false;
  engineOptions.enablePerfNotificationListener = false;
  auto engine = ExecutionEngine::create(**module, engineOptions, std::move(*machine));
  if (!engine) {
    kernel->emitError() << "JIT compilation failed: " << llvm::toString(engine.takeError());
    return failure();
  }
  (*engine)->registerSymbols([](llvm::orc::MangleAndInterner interner) {
    llvm::orc::SymbolMap symbols;
    for (const runtime::RuntimeSymbol &symbol : runtime::getRuntimeSymbols())
      symbols[interner(symbol.name)] = {llvm::orc::ExecutorAddr::fromPtr(symbol.address),
                                        llvm::JITSymbolFlags::Exported};
    return symbols;
  });
  auto address = (*engine)->lookup(kCompiledKernelName);
  if (!address) {
    kernel->emitError() << "JIT compilation failed: " << llvm::toString(address.takeError());
    return failure();
  }
  for (const CpuGlobalRegion &region : compiled->frame.globals) {
    auto global = (*engine)->lookup(region.symbol);
    if (!global) {
      kernel->emitError() << "JIT compilation failed: " << llvm::toString(global.takeError());
      return failure();
    }
    compiled->globals.push_back({reinterpret_cast<uint64_t>(*global), &region});
  }
  compiled->engine = std::move(*engine);
  compiled->function = reinterpret_cast<runtime::CompiledKernelFn>(*address);
  compiled->compileMilliseconds =
      std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
  if (options.useCache) {
    std::lock_guard<std::mutex> lock(cacheMutex);
    cache[key] = compiled;
  }
  return compiled;
}

LogicalResult emitForCpu(Operation *kernel, CpuEmitKind kind, const CpuCompileOptions &options,
                         llvm::raw_pwrite_stream &output) {
  FailureOr<OwningOpRef<ModuleOp>> module =
      lowerKernel(kernel, /*toLLVM=*/kind != CpuEmitKind::Mlir, nullptr);
  if (failed(module))
    return failure();
  if (kind == CpuEmitKind::Mlir || kind == CpuEmitKind::LlvmDialect) {
    (*module)->print(output);
    return success();
  }
  registerTranslations(kernel->getContext());
  FailureOr<std::unique_ptr<llvm::TargetMachine>> machine = createHostTargetMachine(kernel);
  if (failed(machine))
    return failure();
  llvm::LLVMContext llvmContext;
  std::unique_ptr<llvm::Module> llvmModule = translateModuleToLLVMIR(**module, llvmContext);
  if (!llvmModule)
    return kernel->emitError("translation to LLVM IR failed");
  ExecutionEngine::setupTargetTripleAndDataLayout(llvmModule.get(), machine->get());
  if (llvm::Error error =
          makeOptimizingTransformer(options.optLevel, 0, machine->get())(llvmModule.get()))
    return kernel->emitError() << "optimization failed: " << llvm::toString(std::move(error));
  if (kind == CpuEmitKind::Llvm) {
    llvmModule->print(output, nullptr);
    return success();
  }
  llvm::legacy::PassManager codegen;
  auto fileType = kind == CpuEmitKind::Assembly ? llvm::CodeGenFileType::AssemblyFile
                                                : llvm::CodeGenFileType::ObjectFile;
  if ((*machine)->addPassesToEmitFile(codegen, output, nullptr, fileType))
    return kernel->emitError("the host target cannot emit this file type");
  codegen.run(*llvmModule);
  return success();
}

} // namespace tilec
