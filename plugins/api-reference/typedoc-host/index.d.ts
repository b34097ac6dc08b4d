export * from 'typedoc';
