// `if` (tile-ir-ops.md §3.6): the branch chosen by the condition runs and its `yield` values
// become the results; a branch ending in `return` ends the function (or the tile block) from
// inside any depth of `if`s. Only constant, print_tko and control flow are used, so every
// expectation follows from the branch structure alone.

// RUN: tilec run %s --entry choose --arg true | FileCheck %s --check-prefix=CHOOSE-T
// RUN: tilec run %s --entry choose --arg false | FileCheck %s --check-prefix=CHOOSE-F
// CHOOSE-T: result #0: tile<2xi32> = [1, 2]
// CHOOSE-T-NEXT: result #1: tile<f32> = 0.5
// CHOOSE-F: result #0: tile<2xi32> = [3, 4]
// CHOOSE-F-NEXT: result #1: tile<f32> = -0.5

// Without `else` a false condition runs nothing.
// RUN: tilec run %s --entry no_else --arg true | FileCheck %s --check-prefix=NOELSE-T
// RUN: tilec run %s --entry no_else --arg false | FileCheck %s --check-prefix=NOELSE-F
// NOELSE-T: then ran
// NOELSE-T-NEXT: after
// NOELSE-F-NOT: then ran
// NOELSE-F: after

// Nested ifs: the inner results flow out through the outer yield; a value defined before
// the ifs is used inside them. Truth table of (a, b) -> 11, 10, 0 (b is not looked at).
// RUN: tilec run %s --entry nested --arg true --arg true | FileCheck %s --check-prefix=NEST-TT
// RUN: tilec run %s --entry nested --arg true --arg false | FileCheck %s --check-prefix=NEST-TF
// RUN: tilec run %s --entry nested --arg false --arg true | FileCheck %s --check-prefix=NEST-FT
// NEST-TT: result #0: tile<i8> = 11
// NEST-TF: result #0: tile<i8> = 10
// NEST-FT: result #0: tile<i8> = 0

// `return` inside an `if` ends the function with the return's values; nothing after the if
// runs. With a false condition the else branch yields and the function goes on.
// RUN: tilec run %s --entry early_return --arg true | FileCheck %s --check-prefix=RET-T
// RUN: tilec run %s --entry early_return --arg false | FileCheck %s --check-prefix=RET-F
// RET-T-NOT: after the if
// RET-T: result #0: tile<i32> = 7
// RET-F: after the if
// RET-F-NEXT: result #0: tile<i32> = 9

// `return` two ifs deep, from the then branch of the inner if.
// RUN: tilec run %s --entry deep_return --arg true --arg true | FileCheck %s --check-prefix=DEEP-TT
// RUN: tilec run %s --entry deep_return --arg true --arg false | FileCheck %s --check-prefix=DEEP-TF
// RUN: tilec run %s --entry deep_return --arg false --arg true | FileCheck %s --check-prefix=DEEP-FT
// DEEP-TT: inner then
// DEEP-TT-NOT: {{.}}
// DEEP-TT: result #0: tile<i32> = 1
// DEEP-TF: after inner
// DEEP-TF-NEXT: after outer
// DEEP-TF-NEXT: result #0: tile<i32> = 3
// DEEP-FT: after outer
// DEEP-FT-NEXT: result #0: tile<i32> = 3

// In an entry, `return` inside an `if` ends the tile block: the print after it runs only when
// the condition is false.
// RUN: tilec run %s --entry kernel_return --arg true | FileCheck %s --check-prefix=KERNEL-T
// RUN: tilec run %s --entry kernel_return --arg false | FileCheck %s --check-prefix=KERNEL-F
// KERNEL-T: before
// KERNEL-T-NOT: after
// KERNEL-F: before
// KERNEL-F-NEXT: after

// Tokens may be `if` results.
// RUN: tilec run %s --entry token_result --arg false | FileCheck %s --check-prefix=TOKEN
// TOKEN: else prints
// TOKEN-NEXT: chained

cuda_tile.module @m {
  testing$func @choose(%c: tile<i1>) -> (tile<2xi32>, tile<f32>) {
    %a = constant <i32: [1, 2]> : tile<2xi32>
    %b = constant <i32: [3, 4]> : tile<2xi32>
    %r:2 = if %c -> (tile<2xi32>, tile<f32>) {
      %h = constant <f32: 0.5> : tile<f32>
      yield %a, %h : tile<2xi32>, tile<f32>
    } else {
      %h = constant <f32: -0.5> : tile<f32>
      yield %b, %h : tile<2xi32>, tile<f32>
    }
    return %r#0, %r#1 : tile<2xi32>, tile<f32>
  }

  testing$func @no_else(%c: tile<i1>) {
    if %c {
      %t = print_tko "then ran\n" -> token
    }
    %t = print_tko "after\n" -> token
    return
  }

  testing$func @nested(%a: tile<i1>, %b: tile<i1>) -> tile<i8> {
    %ten = constant <i8: 10> : tile<i8>
    %r = if %a -> (tile<i8>) {
      %inner = if %b -> (tile<i8>) {
        %eleven = constant <i8: 11> : tile<i8>
        yield %eleven : tile<i8>
      } else {
        yield %ten : tile<i8>
      }
      yield %inner : tile<i8>
    } else {
      %zero = constant <i8: 0> : tile<i8>
      yield %zero : tile<i8>
    }
    return %r : tile<i8>
  }

  testing$func @early_return(%c: tile<i1>) -> tile<i32> {
    %seven = constant <i32: 7> : tile<i32>
    %nine = constant <i32: 9> : tile<i32>
    %r = if %c -> (tile<i32>) {
      return %seven : tile<i32>
    } else {
      yield %nine : tile<i32>
    }
    %t = print_tko "after the if\n" -> token
    return %r : tile<i32>
  }

  testing$func @deep_return(%a: tile<i1>, %b: tile<i1>) -> tile<i32> {
    %one = constant <i32: 1> : tile<i32>
    %three = constant <i32: 3> : tile<i32>
    if %a {
      if %b {
        %t = print_tko "inner then\n" -> token
        return %one : tile<i32>
      }
      %t = print_tko "after inner\n" -> token
    }
    %t = print_tko "after outer\n" -> token
    return %three : tile<i32>
  }

  entry @kernel_return(%c: tile<i1>) {
    %t0 = print_tko "before\n" -> token
    if %c {
      return
    }
    %t1 = print_tko "after\n" -> token
    return
  }

  testing$func @token_result(%c: tile<i1>) {
    %t = if %c -> (token) {
      %t1 = print_tko "then prints\n" -> token
      yield %t1 : token
    } else {
      %t2 = print_tko "else prints\n" -> token
      yield %t2 : token
    }
    %t3 = print_tko "chained\n" token=%t -> token
    return
  }
}
