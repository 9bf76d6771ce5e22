//===- CpuCompiler.cpp - JIT compilation of Tile IR kernels for the host --===//
#include "tilec/Compiler/CpuCompiler.h"

#include "tilec/Interpreter/SourceProgram.h"
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
#include "llvm/ExecutionEngine/Orc/ExecutionUtils.h"
#include "llvm/ExecutionEngine/Orc/JITTargetMachineBuilder.h"
#include "llvm/ExecutionEngine/Orc/LLJIT.h"
#include "llvm/ExecutionEngine/Orc/Mangling.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/LegacyPassManager.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/SHA256.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Target/TargetMachine.h"

#include <chrono>
#include <cstdlib>
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

/// Replaces every location of the lowered module by the source file position it holds (or an
/// unknown location). The lowered ops carry their Tile IR op's location, and a `#cuda_tile.di_loc`
/// is a location the translation to LLVM IR does not know (it would abort). Run-time errors name
/// their op by its index in the kernel, not by these locations, so nothing is lost for them.
void simplifyLocations(ModuleOp module) {
  auto simplify = [](Location location) -> Location {
    if (auto position = location->findInstanceOf<FileLineColLoc>())
      return position;
    return UnknownLoc::get(location.getContext());
  };
  module->walk([&](Operation *op) {
    op->setLoc(simplify(op->getLoc()));
    for (Region &region : op->getRegions())
      for (Block &block : region)
        for (BlockArgument argument : block.getArguments())
          argument.setLoc(simplify(argument.getLoc()));
  });
}

/// Lowers `kernel` into a fresh module, down to the LLVM dialect when `toLLVM`.
FailureOr<OwningOpRef<ModuleOp>> lowerKernel(Operation *kernel, const CpuCompileOptions &options,
                                             bool toLLVM, CpuKernelFrame *frame) {
  MLIRContext *context = kernel->getContext();
  loadCpuLoweringDialects(*context);
  OwningOpRef<ModuleOp> module = ModuleOp::create(kernel->getLoc());
  FailureOr<CpuKernelFrame> lowered = lowerKernelToCPU(
      kernel, *module, kCompiledKernelName, {options.reduceOrder, options.mmafAccumulation});
  if (failed(lowered))
    return failure();
  if (frame)
    *frame = *lowered;
  simplifyLocations(*module);
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
  stream << "opt" << options.optLevel << ';' << interp::getReduceOrderName(options.reduceOrder)
         << ';' << getMmafAccumulationName(options.mmafAccumulation) << ';'
         << kernel->getAttrOfType<StringAttr>(SymbolTable::getSymbolAttrName()).getValue() << ';';
  // The kernel's module holds every symbol the kernel can use.
  interp::SourceProgram::getKernelModule(kernel)->print(stream,
                                                        OpPrintingFlags().printGenericOpForm());
  return key;
}

} // namespace

namespace {

/// The lowered, optimized LLVM module of `kernel` for `machine`.
FailureOr<std::unique_ptr<llvm::Module>> buildOptimizedModule(Operation *kernel,
                                                              const CpuCompileOptions &options,
                                                              llvm::TargetMachine &machine,
                                                              llvm::LLVMContext &llvmContext,
                                                              CpuKernelFrame *frame) {
  FailureOr<OwningOpRef<ModuleOp>> module = lowerKernel(kernel, options, /*toLLVM=*/true, frame);
  if (failed(module))
    return failure();
  registerTranslations(kernel->getContext());
  std::unique_ptr<llvm::Module> llvmModule = translateModuleToLLVMIR(**module, llvmContext);
  if (!llvmModule)
    return kernel->emitError("translation to LLVM IR failed");
  ExecutionEngine::setupTargetTripleAndDataLayout(llvmModule.get(), &machine);
  // LLVM vectorizes for 256-bit registers on AVX-512 machines unless asked otherwise (to spare
  // the clock of code that uses few vector instructions); tile loops are all vector code.
  if (llvm::StringRef(machine.getTargetFeatureString()).contains("+avx512f"))
    for (llvm::Function &function : *llvmModule)
      if (!function.isDeclaration())
        function.addFnAttr("prefer-vector-width", "512");
  if (llvm::Error error = makeOptimizingTransformer(options.optLevel, 0, &machine)(llvmModule.get()))
    return kernel->emitError() << "optimization failed: " << llvm::toString(std::move(error));
  return llvmModule;
}

FailureOr<std::string> emitObject(Operation *kernel, llvm::TargetMachine &machine,
                                  llvm::Module &llvmModule) {
  llvm::SmallVector<char, 0> object;
  llvm::raw_svector_ostream stream(object);
  llvm::legacy::PassManager codegen;
  if (machine.addPassesToEmitFile(codegen, stream, nullptr, llvm::CodeGenFileType::ObjectFile))
    return kernel->emitError("the host target cannot emit object files");
  codegen.run(llvmModule);
  return std::string(object.begin(), object.end());
}

/// What the disk cache keeps next to the object: the frame, one fact per line.
std::string serializeFrame(const CpuKernelFrame &frame) {
  std::string text;
  llvm::raw_string_ostream stream(text);
  stream << "scratch " << frame.scratchBytes << "\nslots " << frame.numArgumentSlots << "\n";
  for (const CpuGlobalRegion &global : frame.globals)
    stream << "global " << global.symbol << ' ' << global.bytes << ' ' << int(global.writable)
           << ' ' << global.name << "\n";
  return text;
}

bool parseFrame(llvm::StringRef text, CpuKernelFrame &frame) {
  llvm::SmallVector<llvm::StringRef> lines;
  text.split(lines, '\n', -1, /*KeepEmpty=*/false);
  for (llvm::StringRef line : lines) {
    auto [kind, rest] = line.split(' ');
    if (kind == "scratch") {
      if (rest.getAsInteger(10, frame.scratchBytes))
        return false;
    } else if (kind == "slots") {
      if (rest.getAsInteger(10, frame.numArgumentSlots))
        return false;
    } else if (kind == "global") {
      CpuGlobalRegion global;
      auto [symbol, afterSymbol] = rest.split(' ');
      auto [bytes, afterBytes] = afterSymbol.split(' ');
      auto [writable, name] = afterBytes.split(' ');
      global.symbol = symbol.str();
      global.name = name.str();
      global.writable = writable == "1";
      if (bytes.getAsInteger(10, global.bytes))
        return false;
      frame.globals.push_back(std::move(global));
    } else {
      return false;
    }
  }
  return true;
}

/// `$XDG_CACHE_HOME/tilec`, else `~/.cache/tilec`; empty when neither is known.
std::string getDiskCacheDirectory() {
  llvm::SmallString<256> path;
  if (const char *xdg = std::getenv("XDG_CACHE_HOME"); xdg && *xdg)
    path = xdg;
  else if (const char *home = std::getenv("HOME"); home && *home)
    llvm::sys::path::append(path, home, ".cache");
  else
    return "";
  llvm::sys::path::append(path, "tilec");
  return std::string(path);
}

/// A hash of everything the object code depends on: the module text, the kernel, the options,
/// the host CPU and its features, and this tilec binary (a new build may lower differently).
std::string getDiskCacheKey(llvm::StringRef memoryKey, llvm::TargetMachine &machine) {
  llvm::SHA256 hash;
  hash.update(memoryKey);
  hash.update(machine.getTargetCPU());
  hash.update(machine.getTargetFeatureString());
  std::string executable = llvm::sys::fs::getMainExecutable(nullptr, nullptr);
  llvm::sys::fs::file_status status;
  if (!llvm::sys::fs::status(executable, status)) {
    hash.update(executable);
    hash.update(std::to_string(status.getSize()) + ":" +
                std::to_string(status.getLastModificationTime().time_since_epoch().count()));
  }
  return llvm::toHex(hash.final(), /*LowerCase=*/true);
}

/// Links `object` into a fresh JIT with the runtime helpers and this process's libraries (libm)
/// and resolves the kernel and its globals.
LogicalResult loadObject(Operation *kernel, llvm::StringRef object, CompiledCpuKernel &compiled,
                         std::shared_ptr<llvm::orc::LLJIT> &jit, runtime::CompiledKernelFn &function,
                         std::vector<CompiledCpuKernel::GlobalStorage> &globals,
                         const CpuKernelFrame &frame) {
  auto fail = [&](llvm::Error error) {
    kernel->emitError() << "JIT linking failed: " << llvm::toString(std::move(error));
    return failure();
  };
  auto created = llvm::orc::LLJITBuilder().create();
  if (!created)
    return fail(created.takeError());
  jit = std::move(*created);
  llvm::orc::JITDylib &library = jit->getMainJITDylib();
  auto process = llvm::orc::DynamicLibrarySearchGenerator::GetForCurrentProcess(
      jit->getDataLayout().getGlobalPrefix());
  if (!process)
    return fail(process.takeError());
  library.addGenerator(std::move(*process));
  llvm::orc::SymbolMap symbols;
  llvm::orc::MangleAndInterner interner(jit->getExecutionSession(), jit->getDataLayout());
  for (const runtime::RuntimeSymbol &symbol : runtime::getRuntimeSymbols())
    symbols[interner(symbol.name)] = {llvm::orc::ExecutorAddr::fromPtr(symbol.address),
                                      llvm::JITSymbolFlags::Exported};
  if (llvm::Error error = library.define(llvm::orc::absoluteSymbols(std::move(symbols))))
    return fail(std::move(error));
  if (llvm::Error error =
          jit->addObjectFile(llvm::MemoryBuffer::getMemBufferCopy(object, "tilec-kernel.o")))
    return fail(std::move(error));
  auto address = jit->lookup(kCompiledKernelName);
  if (!address)
    return fail(address.takeError());
  function = address->toPtr<runtime::CompiledKernelFn>();
  globals.clear();
  for (const CpuGlobalRegion &region : frame.globals) {
    auto global = jit->lookup(region.symbol);
    if (!global)
      return fail(global.takeError());
    globals.push_back({global->getValue(), &region});
  }
  return success();
}

} // namespace

FailureOr<std::shared_ptr<CompiledCpuKernel>> compileForCpu(Operation *kernel,
                                                            const CpuCompileOptions &options) {
  static std::mutex cacheMutex;
  // Never destroyed: JIT sessions must not be torn down after LLVM's shutdown at exit.
  static auto &cache = *new llvm::StringMap<std::shared_ptr<CompiledCpuKernel>>();
  auto start = std::chrono::steady_clock::now();
  auto elapsed = [&] {
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
        .count();
  };
  std::string key = options.useCache ? getCacheKey(kernel, options) : std::string();
  if (options.useCache) {
    std::lock_guard<std::mutex> lock(cacheMutex);
    auto found = cache.find(key);
    if (found != cache.end()) {
      // Shares the original's code; its compile time is that of the lookup.
      std::shared_ptr<CompiledCpuKernel> cached(new CompiledCpuKernel(*found->second));
      cached->compileMilliseconds = elapsed();
      return cached;
    }
  }

  FailureOr<std::unique_ptr<llvm::TargetMachine>> machine = createHostTargetMachine(kernel);
  if (failed(machine))
    return failure();
  std::shared_ptr<CompiledCpuKernel> compiled(new CompiledCpuKernel());
  std::string directory = options.useCache ? getDiskCacheDirectory() : std::string();
  llvm::SmallString<256> objectPath, framePath;
  if (!directory.empty()) {
    std::string diskKey = getDiskCacheKey(key, **machine);
    llvm::sys::path::append(objectPath, directory, diskKey + ".o");
    llvm::sys::path::append(framePath, directory, diskKey + ".frame");
  }

  std::string object;
  bool fromDisk = false;
  if (!objectPath.empty()) {
    auto objectFile = llvm::MemoryBuffer::getFile(objectPath);
    auto frameFile = llvm::MemoryBuffer::getFile(framePath);
    if (objectFile && frameFile && parseFrame((*frameFile)->getBuffer(), compiled->frame)) {
      object = (*objectFile)->getBuffer().str();
      fromDisk = true;
    } else {
      compiled->frame = CpuKernelFrame();
    }
  }
  if (!fromDisk) {
    llvm::LLVMContext llvmContext;
    auto llvmModule =
        buildOptimizedModule(kernel, options, **machine, llvmContext, &compiled->frame);
    if (failed(llvmModule))
      return failure();
    FailureOr<std::string> emitted = emitObject(kernel, **machine, **llvmModule);
    if (failed(emitted))
      return failure();
    object = std::move(*emitted);
    // A cache that cannot be written is only slower: write to a temporary name and rename, so
    // that concurrent compilations never see half a file.
    if (!objectPath.empty() && !llvm::sys::fs::create_directories(directory)) {
      for (auto [path, bytes] : {std::pair{objectPath.str(), llvm::StringRef(object)},
                                 std::pair{framePath.str(), llvm::StringRef()}}) {
        std::string content = path == framePath.str() ? serializeFrame(compiled->frame)
                                                       : bytes.str();
        std::string temporary = (path + ".tmp" + llvm::Twine(llvm::sys::Process::getProcessId())).str();
        std::error_code error;
        {
          llvm::raw_fd_ostream file(temporary, error);
          if (error)
            break;
          file << content;
        }
        if (llvm::sys::fs::rename(temporary, path))
          llvm::sys::fs::remove(temporary);
      }
    }
  }
  if (failed(loadObject(kernel, object, *compiled, compiled->jit, compiled->function,
                        compiled->globals, compiled->frame)))
    return failure();
  compiled->compileMilliseconds = elapsed();
  compiled->fromDiskCache = fromDisk;
  if (options.useCache) {
    std::lock_guard<std::mutex> lock(cacheMutex);
    cache[key] = compiled;
  }
  return compiled;
}

LogicalResult emitForCpu(Operation *kernel, CpuEmitKind kind, const CpuCompileOptions &options,
                         llvm::raw_pwrite_stream &output) {
  FailureOr<OwningOpRef<ModuleOp>> module =
      lowerKernel(kernel, options, /*toLLVM=*/kind != CpuEmitKind::Mlir, nullptr);
  if (failed(module))
    return failure();
  if (kind == CpuEmitKind::Mlir || kind == CpuEmitKind::LlvmDialect) {
    (*module)->print(output);
    return success();
  }
  FailureOr<std::unique_ptr<llvm::TargetMachine>> machine = createHostTargetMachine(kernel);
  if (failed(machine))
    return failure();
  llvm::LLVMContext llvmContext;
  auto optimized = buildOptimizedModule(kernel, options, **machine, llvmContext, nullptr);
  if (failed(optimized))
    return failure();
  std::unique_ptr<llvm::Module> llvmModule = std::move(*optimized);
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
