//===- tilec.cpp - the tilec command-line driver --------------------------===//
//
// `tilec <command> ...` in the style of git and cargo: one binary, one subcommand per job.
//   run      execute a kernel of a Tile IR file (compiled for this CPU, or interpreted)
//   compile  write the code the CPU compiler generates for a kernel
//
//===----------------------------------------------------------------------===//
#include "CompileCommand.h"
#include "RunCommand.h"

#include "llvm/Support/CommandLine.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/WithColor.h"

int main(int argc, char **argv) {
  llvm::InitLLVM initLLVM(argc, argv);
  // LLVM's libraries register hundreds of options at the top level (--aarch64-*, --amdgpu-*,
  // ...); tilec's own live in its subcommands. --help lists only those and the generic ones
  // (--help, --help-list), which every subcommand has; the rest stay under --help-hidden.
  for (llvm::cl::Option *option : llvm::make_second_range(
           llvm::cl::getRegisteredOptions(llvm::cl::SubCommand::getTopLevel())))
    if (option->getOptionHiddenFlag() == llvm::cl::NotHidden &&
        !option->Subs.contains(&llvm::cl::SubCommand::getAll()))
      option->setHiddenFlag(llvm::cl::Hidden);
  llvm::cl::ParseCommandLineOptions(
      argc, argv,
      "tilec: a toolchain for tile programs\n\n"
      "  tilec run FILE.mlir --entry NAME [--grid X[,Y[,Z]]] [--arg SPEC]... [--out NAME=FILE.npy]"
      " [--print] [--interpret | --compare-interpreter] [--threads N] [--repeat N] [--timing]\n"
      "  tilec compile FILE.mlir --entry NAME [--emit=mlir|llvm-dialect|llvm|asm|obj] [-o FILE]\n");
  if (tilec::tool::runCommand)
    return tilec::tool::executeRunCommand();
  if (tilec::tool::compileCommand)
    return tilec::tool::executeCompileCommand();
  llvm::WithColor::error(llvm::errs(), "tilec")
      << "no command given; try 'tilec run --help' or 'tilec --help'\n";
  return 1;
}
