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
